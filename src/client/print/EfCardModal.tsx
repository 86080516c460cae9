import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import { POPUP_PRINTER } from '../../shared/domain/constants.ts';
import { EfCardFields } from '../../shared/domain/ef-card-rules.ts';
import { POPUP_PRINTER_LABEL, printLabel, printMessages } from '../../shared/domain/printing.ts';
import type { EfCardRequest } from '../../shared/schema/print.ts';
import { fieldErrors } from '../api/field-errors.ts';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { useFormDraft } from '../drafts/use-draft.ts';
import { appData } from '../state/app-data.ts';
import { closeEfCard, ui } from '../state/ui.ts';
import { printerFor } from '../state/workstation.ts';
import { keepFocusInside } from '../workbench/keep-focus-inside.ts';
import { printEfCard } from './ef-card-print.ts';
import './print-dialog.css';
import './ef-card-modal.css';
import { toastFinal } from '../toasts/final-toast.ts';

const LABEL = printLabel('efcard');

/** 'Print EF kaart' (spec §2): shown while ui.efCardOpen; it counts as an overlay, so the workbench's keys rest. */
export function EfCardDialog() {
  const { efCardOpen } = useSnapshot(ui);
  return efCardOpen ? <EfCardModal /> : null;
}

export function EfCardModal() {
  const { printers } = useSnapshot(appData);
  const form = useForm<EfCardRequest>({
    resolver: superstructResolver(EfCardFields),
    mode: 'onChange',
    defaultValues: { text: '', type: 'card2', printer: printerFor('card2') ?? '' },
  });
  // A free text, for no order: one draft.
  const draft = useFormDraft(form, { orderId: null, form: 'efcard' });
  const { errors, isDirty, isValid, isSubmitting } = form.formState;
  const dialog = useRef<HTMLElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector('textarea')?.focus();
    return () => before?.focus?.();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    try {
      if ((await printEfCard(values)) === 'queued') toastFinal(printMessages.cardQueued);
      draft.clear();
      closeEfCard();
    } catch (error) {
      const textError = fieldErrors(error).find((field) => field.field === 'text');
      if (textError) form.setError('text', { type: 'server', message: textError.message });
      toast.error(printMessages.failed(LABEL), { description: (error as Error).message });
    }
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeEfCard();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Tab') {
      keepFocusInside(dialog.current, event);
    }
    // Keys typed here are the form's, never the workbench's.
    event.stopPropagation();
  };

  const printButtonDisabled = !isDirty || !isValid || isSubmitting;
  return (
    <div className="overlay" onMouseDown={closeEfCard}>
      <section
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="ef-card-title"
        className="print-dialog ef-card"
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <h2 id="ef-card-title">Print EF kaart</h2>
        <form onSubmit={submit} noValidate>
          <DraftNotice draft={draft} />
          <label htmlFor="ef-card-text">Tekst</label>
          <textarea
            id="ef-card-text"
            rows={10}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={errors.text ? 'ef-card-text-error' : undefined}
            {...form.register('text')}
          />
          {errors.text && (
            <p id="ef-card-text-error" className="ef-card__error" role="alert">
              {errors.text.message}
            </p>
          )}
          <label htmlFor="ef-card-type">Type</label>
          <input id="ef-card-type" readOnly {...form.register('type')} />
          <label htmlFor="ef-card-printer">Printer</label>
          <select id="ef-card-printer" {...form.register('printer')}>
            <option value="" disabled>
              Kies een printer
            </option>
            {printers.map((printer) => (
              <option key={printer.id} value={printer.id}>
                {printer.displayName} ({printer.computerName})
              </option>
            ))}
            <option value={POPUP_PRINTER}>{POPUP_PRINTER_LABEL}</option>
          </select>
          {errors.printer && <p className="ef-card__error" role="alert">{errors.printer.message}</p>}
          <div className="print-dialog__buttons">
            <button type="button" onClick={closeEfCard}>
              Annuleren
            </button>
            <button type="submit" className="print-dialog__primary" disabled={printButtonDisabled} title="Printen (Ctrl+Enter)">
              {isSubmitting ? 'Bezig…' : 'Print'}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
