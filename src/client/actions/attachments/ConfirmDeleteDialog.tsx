import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { attachmentMessages } from '../../../shared/domain/attachments.ts';
import '../../print/print-dialog.css';

interface ConfirmDeleteDialogProps {
  title: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * 'Weet u zeker dat u bestand "{title}" wil verwijderen?' with Annuleren and OK (spec §2). Annuleren has the focus:
 * an Enter pressed out of habit keeps the file. Escape cancels; Tab stays inside; the workbench's keys stay off.
 */
export function ConfirmDeleteDialog({ title, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    cancel.current?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
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
        aria-label="Bestand verwijderen"
        aria-describedby="confirm-delete-text"
        className="print-dialog"
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <p id="confirm-delete-text">{attachmentMessages.confirmDelete(title)}</p>
        <div className="print-dialog__buttons">
          <button type="button" ref={cancel} onClick={onCancel}>
            Annuleren
          </button>
          <button type="button" ref={confirm} className="print-dialog__primary" onClick={onConfirm}>
            OK
          </button>
        </div>
      </section>
    </div>,
    document.body,
  );
}
