import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime, formatListDateTime } from '../../../shared/domain/format.ts';
import { PRINT_JOB_STATE_LABELS, printLabel } from '../../../shared/domain/printing.ts';
import type { PrintJob } from '../../../shared/schema/print.ts';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { closePrintLedger, isUnderWay, loadPrintLedger, printLedger } from '../../print/print-ledger.ts';
import { liveConnection } from '../../state/live-connection.ts';
import { afterPaint } from '../after-paint.ts';
import type { OrderSnapshot } from '../order-snapshot.ts';
import './print.css';

/** While a job is on its way and the live connection is down, how often the ledger asks how it is doing. */
export const LEDGER_POLL_MS = 1000;

/**
 * How long an order stays open before its ledger is asked for: stepping through the list with a held arrow key
 * (one order per 30 ms) then asks nothing for the orders passed, and no answer redraws the detail under the next key.
 */
export const LEDGER_SETTLE_MS = 100;

/**
 * The order's print jobs, newest first: loaded when the order opens, then kept by the jobs the server publishes
 * (print-ledger.ts). Only while the live connection is down does it ask, every second while a job is on its way,
 * and once when the connection is back.
 */
function usePrintJobs(orderId: number) {
  const ledger = useSnapshot(printLedger);
  const { status } = useSnapshot(liveConnection);
  const connected = status === 'connected';

  useEffect(() => {
    const cancel = afterPaint(() => void loadPrintLedger(orderId), LEDGER_SETTLE_MS);
    return () => {
      cancel();
      closePrintLedger(orderId);
    };
  }, [orderId]);

  const shown = ledger.orderId === orderId;
  const underWay = shown && (ledger.jobs?.some(isUnderWay) ?? false);
  useEffect(() => {
    if (connected || !underWay) return;
    const timer = setTimeout(() => void loadPrintLedger(orderId), LEDGER_POLL_MS);
    return () => clearTimeout(timer);
  }, [connected, underWay, ledger.jobs, orderId]);

  return shown ? { jobs: ledger.jobs, error: ledger.error } : { jobs: null, error: null };
}

export function PrintLedger({ order }: { order: OrderSnapshot }) {
  const { jobs, error } = usePrintJobs(order.id);
  return (
    <section className="print-ledger" aria-label="Printgeschiedenis">
      <h3 className="detail-section-title">Printgeschiedenis</h3>
      {error && <p className="field-error">{error}</p>}
      {jobs === null && !error && <p className="muted">Even geduld a.u.b. Gegevens worden geladen...</p>}
      {jobs?.length === 0 && <p className="muted">Nog niets geprint</p>}
      {jobs && jobs.length > 0 && (
        <table className="print-ledger__table">
          <thead>
            <tr>
              <th>Document</th>
              <th>Printer</th>
              <th>Door, tijd</th>
              <th>Status</th>
              <th>Aantal</th>
              <th aria-label="Acties" />
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <LedgerRow key={job.id} job={job} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function LedgerRow({ job }: { job: PrintJob }) {
  return (
    <tr className={`print-ledger__row print-ledger__row--${job.status}`}>
      <td>{printLabel(job.type)}</td>
      <td>{job.printerName || job.printerId}</td>
      <td>
        {job.createdBy}
        <time className="print-ledger__time" title={formatDateTime(job.createdAt)}>
          {formatListDateTime(job.createdAt)}
        </time>
      </td>
      <td>
        <span className="print-ledger__state">{PRINT_JOB_STATE_LABELS[job.status]}</span>
        {job.status === 'failed' && job.error && <span className="print-ledger__reason">{job.error}</span>}
      </td>
      <td>{job.copies}</td>
      <td>
        <CommandButton id="print.reprint" args={job} className="print-ledger__again" />
      </td>
    </tr>
  );
}
