import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import '../print/print-dialog.css';

interface ConfirmDialogProps {
  /** The dialog's name: shown as its heading, or only told to screen readers when `hideHeading` is set. */
  heading: string;
  hideHeading?: boolean;
  text: string;
  confirmLabel: string;
  /** The button that has the focus first: 'cancel' where an Enter pressed out of habit must not do harm. */
  initialFocus: 'confirm' | 'cancel';
  className?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A question with Annuleren and one other answer (spec §2 delete confirmation, §8 'Configuratie fout'). Escape, a
 * click beside it or Annuleren cancels; Enter anywhere but on Annuleren confirms; Tab goes from one button to the
 * other and never leaves; keys pressed here never reach the workbench's shortcuts. The focus returns to where it
 * was when the dialog closes.
 */
export function ConfirmDialog({ heading, hideHeading, text, confirmLabel, initialFocus, className, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    (initialFocus === 'cancel' ? cancel : confirm).current?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && event.target !== cancel.current) {
      event.preventDefault();
      onConfirm();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === cancel.current ? confirm : cancel).current?.focus();
    }
    event.stopPropagation();
  };

  return createPortal(
    <div className="overlay" onMouseDown={onCancel}>
      <section
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={hideHeading ? undefined : headingId}
        aria-label={hideHeading ? heading : undefined}
        aria-describedby={textId}
        className={className ? `print-dialog ${className}` : 'print-dialog'}
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        {!hideHeading && <h2 id={headingId}>{heading}</h2>}
        <p id={textId}>{text}</p>
        <div className="print-dialog__buttons">
          <button type="button" ref={cancel} onClick={onCancel}>
            Annuleren
          </button>
          <button type="button" ref={confirm} className="print-dialog__primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </div>
      </section>
    </div>,
    document.body,
  );
}
