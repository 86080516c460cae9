import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { WITHDRAW_REASON_MAX, withdrawalMessages } from '../../../shared/domain/handoff-withdrawal.ts';
import { keepFocusInside } from '../../workbench/keep-focus-inside.ts';
import { cancelHandoffWithdrawal, confirmHandoffWithdrawal, handoffWithdrawal } from './withdraw-handoff.ts';
import '../../print/print-dialog.css';
import './withdraw-handoff.css';

/** 'Overdracht intrekken': shown while a withdrawal is asked (the command, the detail's button). */
export function WithdrawHandoffDialog() {
  const { open } = useSnapshot(handoffWithdrawal);
  return open ? <WithdrawHandoffForm key={open.orderId} /> : null;
}

/**
 * The reason has the focus; Ctrl+Enter (or Enter, or the button) withdraws, Escape or a click beside it cancels, Tab
 * stays inside, and keys typed here never reach the workbench's shortcuts. The focus returns to where it was.
 */
function WithdrawHandoffForm() {
  const { open, error, sending } = useSnapshot(handoffWithdrawal);
  const [reason, setReason] = useState('');
  const dialog = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    input.current?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancelHandoffWithdrawal();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void confirmHandoffWithdrawal(reason);
    } else if (event.key === 'Tab') {
      keepFocusInside(dialog.current, event);
    }
    event.stopPropagation();
  };

  if (!open) return null;
  return createPortal(
    <div className="overlay" onMouseDown={cancelHandoffWithdrawal}>
      <section
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="withdraw-handoff-title"
        aria-describedby="withdraw-handoff-text"
        className="print-dialog withdraw-handoff"
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <h2 id="withdraw-handoff-title">{withdrawalMessages.command}</h2>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmHandoffWithdrawal(reason);
          }}
        >
          <div id="withdraw-handoff-text">
            <p>{withdrawalMessages.ask(open.orderNumber, open.to)}</p>
            <p className="withdraw-handoff__notice">{withdrawalMessages.noMessage(open.to)}</p>
          </div>
          <label htmlFor="withdraw-handoff-reason">{withdrawalMessages.reasonLabel}</label>
          <input
            id="withdraw-handoff-reason"
            ref={input}
            type="text"
            autoComplete="off"
            maxLength={WITHDRAW_REASON_MAX}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'withdraw-handoff-error' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && (
            <p id="withdraw-handoff-error" className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="print-dialog__buttons">
            <button type="button" onClick={cancelHandoffWithdrawal}>
              Annuleren
            </button>
            <button type="submit" className="print-dialog__primary" disabled={sending} title="Intrekken (Ctrl+Enter)">
              {sending ? 'Bezig…' : 'Intrekken'}
            </button>
          </div>
        </form>
      </section>
    </div>,
    document.body,
  );
}
