import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime, formatListDateTime } from '../../../shared/domain/format.ts';
import { PRINT_JOB_STATE_LABELS, printLabel } from '../../../shared/domain/printing.ts';
import { endpoints } from '../../../shared/protocol/endpoints.ts';
import type { PrintJob } from '../../../shared/schema/print.ts';
import { call } from '../../api/client.ts';
import { CommandButton } from '../../commands/CommandButton.tsx';
import { printActivity } from '../../print/print-document.ts';
import { activeOrder } from '../../state/active-order.ts';
import type { OrderSnapshot } from '../order-snapshot.ts';
import './print.css';

/** While a job is on its way, how often the ledger asks how it is doing. */
export const LEDGER_POLL_MS = 1000;

interface Loaded {
  orderId: number;
  jobs: PrintJob[] | null;
  error: string | null;
}

const isUnderWay = (job: PrintJob) => job.status === 'queued' || job.status === 'sent';

/**
 * The order's print jobs, newest first. Loaded again when the order changes or gets a print time, when the server
 * announces anything about it (a job queued, finished or failed on another workstation), when this workstation
 * printed something, and every second while a job is queued or sent.
 */
function usePrintJobs(order: OrderSnapshot): Loaded {
  const { id: orderId, version } = order;
  const lastPrintedAt = Math.max(0, ...Object.values(order.printJobs));
  const { queued } = useSnapshot(printActivity);
  const { announced } = useSnapshot(activeOrder);
  const [loaded, setLoaded] = useState<Loaded>({ orderId, jobs: null, error: null });
  const [poll, setPoll] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    call(endpoints.listPrintJobs, { params: { id: orderId }, signal }).then(
      (jobs) => {
        if (!signal.aborted) setLoaded({ orderId, jobs, error: null });
      },
      (error: Error) => {
        if (!signal.aborted) setLoaded((before) => ({ orderId, jobs: before.orderId === orderId ? before.jobs : null, error: error.message }));
      },
    );
    return () => controller.abort();
  }, [orderId, version, lastPrintedAt, queued, announced, poll]);

  const underWay = loaded.orderId === orderId && (loaded.jobs?.some(isUnderWay) ?? false);
  useEffect(() => {
    if (!underWay) return;
    const timer = setTimeout(() => setPoll((count) => count + 1), LEDGER_POLL_MS);
    return () => clearTimeout(timer);
  }, [underWay, loaded]);

  return loaded.orderId === orderId ? loaded : { orderId, jobs: null, error: null };
}

export function PrintLedger({ order }: { order: OrderSnapshot }) {
  const { jobs, error } = usePrintJobs(order);
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
