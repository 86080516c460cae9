import { useId } from 'react';
import { get, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { POPUP_PRINTER } from '../../../shared/domain/constants.ts';
import { POPUP_PRINTER_LABEL, type LocationPrinterKey } from '../../../shared/domain/printing.ts';
import type { Printer } from '../../../shared/schema/workbench.ts';
import { PrinterDetails, printerOptionText } from './PrinterDetails.tsx';

interface PrinterFieldProps {
  documentKey: LocationPrinterKey;
  label: string;
  printers: readonly Printer[];
}

/** The printer of one document: a native select (the keyboard works as everywhere), the chosen one's details beside. */
export function PrinterField({ documentKey, label, printers }: PrinterFieldProps) {
  const id = useId();
  const name = `printers.${documentKey}` as const;
  const { register, formState, control } = useFormContext();
  const value = (useWatch({ control, name }) as string | undefined) ?? '';
  const error = get(formState.errors, name) as FieldError | undefined;
  const errorId = `${id}-error`;
  // A stored printer that no longer exists stays visible, so the form can say it is unknown.
  const missing = value && value !== POPUP_PRINTER && !printers.some((printer) => printer.id === value);
  return (
    <div className="location-field">
      <label htmlFor={id}>{label}</label>
      <div className="location-field__input">
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...register(name)}>
          <option value="">— Kies een printer —</option>
          {printers.map((printer) => (
            <option key={printer.id} value={printer.id}>{printerOptionText(printer)}</option>
          ))}
          <option value={POPUP_PRINTER}>{POPUP_PRINTER_LABEL}</option>
          {missing && <option value={value}>{value} (onbekend)</option>}
        </select>
        <PrinterDetails value={value} printers={printers} />
      </div>
      {error?.message && <p className="field-error" id={errorId}>{error.message}</p>}
    </div>
  );
}
