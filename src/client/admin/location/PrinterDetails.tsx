// What the location admin shows of a printer (spec §2): its state as a colour dot, name, computer and provider.
import { POPUP_PRINTER } from '../../../shared/domain/constants.ts';
import { POPUP_PRINTER_LABEL, PRINTER_STATE_LABELS, type PrintProvider } from '../../../shared/domain/printing.ts';
import type { Printer } from '../../../shared/schema/workbench.ts';

export const PROVIDER_LABELS: Readonly<Record<PrintProvider, string>> = {
  spool: 'Spoolmap',
  ipp: 'IPP',
  printnode: 'PrintNode',
};


/** One option's text: a native select cannot show the dot, so the state is named in words. */
export const printerOptionText = (printer: Printer) =>
  `${printer.displayName} — ${printer.computerName} · ${PROVIDER_LABELS[printer.provider]} (${PRINTER_STATE_LABELS[printer.state]})`;

export function PrinterStateDot({ state }: { state: Printer['state'] }) {
  return <span className="printer-dot" data-state={state} role="img" aria-label={PRINTER_STATE_LABELS[state]} title={PRINTER_STATE_LABELS[state]} />;
}

/** The chosen printer beside its select: dot, name, computer, provider, and the IPP caveat. */
export function PrinterDetails({ value, printers }: { value: string; printers: readonly Printer[] }) {
  if (value === POPUP_PRINTER) return <p className="printer-details">{POPUP_PRINTER_LABEL}: het document opent in een venster van de browser</p>;
  const printer = printers.find((candidate) => candidate.id === value);
  if (!printer) return null;
  return (
    <p className="printer-details">
      <PrinterStateDot state={printer.state} />
      <strong>{printer.displayName}</strong>
      <span>{printer.computerName}</span>
      <span>{PROVIDER_LABELS[printer.provider]}</span>
      <span className="muted">{printer.name}</span>
      {/* integrations.md: an IPP printer that is switched off is often still reported idle. */}
      {printer.provider === 'ipp' && <span className="printer-details__note">IPP-printers melden offline soms als gereed</span>}
    </p>
  );
}
