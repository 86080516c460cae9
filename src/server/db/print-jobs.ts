// The print queue's SQL: jobs with the PDF they print, claimed one at a time under a lease, and each order's ledger.
import { POPUP_PRINTER, type PrintJobType } from '../../shared/domain/constants.ts';
import { POPUP_PRINTER_LABEL } from '../../shared/domain/printing.ts';
import type { PrintJob } from '../../shared/schema/print.ts';
import { claimJobs, leasedUpdate, writeLeased, type Leased } from '../jobs/lease.ts';
import type { RetryingTable } from '../jobs/retry.ts';
import type { Db } from './database.ts';

export interface NewPrintJobRow {
  orderId: number | null;
  shipmentId: number | null;
  type: PrintJobType | 'efcard';
  printerId: string;
  title: string;
  pdf: Buffer;
  copies: number;
  createdBy: string;
  location: string;
  idempotencyKey?: string;
}

/** A job a worker holds: it may send it (queued) or ask its printer how it went (sent) until the lease ends. */
export interface ClaimedPrintJob extends Leased {
  id: number;
  orderId: number | null;
  type: PrintJobType | 'efcard';
  printerId: string;
  title: string;
  status: 'queued' | 'sent';
  /** The PDF; only for a queued job, a sent one has been handed over. */
  document: Buffer | null;
  copies: number;
  /** Sends so far, this one included. */
  attempts: number;
  providerReference: string | null;
}

/** The ledger row as the API answers it: times in unix seconds, the printer by its display name, no document. */
const LEDGER_COLUMNS = `j.id, j.order_id AS "orderId", j.shipment_id AS "shipmentId", j.job_type AS type, j.printer_id AS "printerId",
  CASE WHEN j.printer_id = '${POPUP_PRINTER}' THEN '${POPUP_PRINTER_LABEL}' ELSE coalesce(p.display_name, j.printer_id) END AS "printerName",
  j.status, j.error,
  j.attempts, j.copies, j.created_by AS "createdBy", extract(epoch FROM j.created_at)::bigint AS "createdAt",
  extract(epoch FROM j.finished_at)::bigint AS "finishedAt"`;
const LEDGER_FROM = 'print_jobs j LEFT JOIN printers p ON p.id = j.printer_id';

/** Inserts the job; with an idempotency key already taken nothing is inserted and the answer is undefined. */
export async function insertPrintJob(db: Db, job: NewPrintJobRow): Promise<number | undefined> {
  return (await insertLedgerPrintJob(db, job))?.id;
}

/** Inserts the job and answers its ledger row; undefined, and nothing inserted, when the idempotency key is taken. */
export async function insertLedgerPrintJob(db: Db, job: NewPrintJobRow): Promise<PrintJob | undefined> {
  const { rows } = await db.query<PrintJob>(
    `WITH j AS (
       INSERT INTO print_jobs (order_id, shipment_id, job_type, printer_id, title, document, copies, created_by, location,
                               idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (idempotency_key) DO NOTHING RETURNING *
     ) SELECT ${LEDGER_COLUMNS} FROM j LEFT JOIN printers p ON p.id = j.printer_id`,
    [
      job.orderId, job.shipmentId, job.type, job.printerId, job.title, job.pdf, job.copies, job.createdBy, job.location,
      job.idempotencyKey ?? null,
    ],
  );
  return rows[0];
}

/**
 * The order's time of its last print of each type (Order.printJobs). The version stays: a print is not an edit of
 * the order, and moving it would make a colleague's open edit stale for nothing.
 */
const STAMP_ORDER = `UPDATE orders o
  SET print_jobs = o.print_jobs || jsonb_build_object(done.job_type, extract(epoch FROM now())::bigint)`;

/**
 * A print from the browser's own dialog ('_popup'): nothing to queue, so it enters the ledger as printed and stamps
 * its order, in one statement. With an idempotency key already taken nothing happens and the answer is undefined.
 */
export async function insertBrowserPrint(db: Db, job: Omit<NewPrintJobRow, 'pdf'>): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    `WITH done AS (
       INSERT INTO print_jobs (order_id, shipment_id, job_type, printer_id, title, copies, created_by, location,
                               idempotency_key, status, sent_at, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'done', now(), now())
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, order_id, job_type
     ), stamped AS (${STAMP_ORDER} FROM done WHERE o.id = done.order_id)
     SELECT id FROM done`,
    [
      job.orderId, job.shipmentId, job.type, job.printerId, job.title, job.copies, job.createdBy, job.location,
      job.idempotencyKey ?? null,
    ],
  );
  return rows[0]?.id;
}

export async function findPrintJob(db: Db, id: number): Promise<PrintJob | undefined> {
  const { rows } = await db.query<PrintJob>(`SELECT ${LEDGER_COLUMNS} FROM ${LEDGER_FROM} WHERE j.id = $1`, [id]);
  return rows[0];
}

export async function findPrintJobByKey(db: Db, idempotencyKey: string): Promise<PrintJob | undefined> {
  const { rows } = await db.query<PrintJob>(`SELECT ${LEDGER_COLUMNS} FROM ${LEDGER_FROM} WHERE j.idempotency_key = $1`, [
    idempotencyKey,
  ]);
  return rows[0];
}

/** The order's print ledger, newest first. */
export async function listOrderPrintJobs(db: Db, orderId: number): Promise<PrintJob[]> {
  const { rows } = await db.query<PrintJob>(
    `SELECT ${LEDGER_COLUMNS} FROM ${LEDGER_FROM} WHERE j.order_id = $1 ORDER BY j.created_at DESC, j.id DESC`,
    [orderId],
  );
  return rows;
}

/**
 * The queue's jobs: queued ones wait to be sent, sent ones to be asked how they went; a dead one is 'failed' with its
 * reason in the ledger. Each write under the lease answers the job's ledger row, which its change carries.
 */
export const PRINT_JOBS: RetryingTable = {
  table: 'print_jobs',
  lease: 'lease_until',
  waiting: `status IN ('queued', 'sent') AND next_attempt_at <= now()`,
  order: 'id',
  dead: `status = 'failed', document = NULL, finished_at = now()`,
  answer: (update) => `WITH j AS (${update} RETURNING *) SELECT ${LEDGER_COLUMNS} FROM j LEFT JOIN printers p ON p.id = j.printer_id`,
};

/** Takes the next due job for `leaseMs`; a queued one counts a send. */
export async function claimPrintJob(db: Db, leaseMs: number): Promise<ClaimedPrintJob | undefined> {
  const [job] = await claimJobs<ClaimedPrintJob>(db, PRINT_JOBS, {
    leaseMs,
    set: `attempts = attempts + CASE WHEN status = 'queued' THEN 1 ELSE 0 END`,
    returning: `id, order_id AS "orderId", job_type AS type, printer_id AS "printerId", title, status,
                CASE WHEN status = 'queued' THEN document END AS document, copies, attempts,
                provider_reference AS "providerReference"`,
  });
  return job;
}

/**
 * Each write below applies only while the worker still holds the job's lease, and answers the ledger row; undefined
 * when it lost the lease. A job handed over or finished lets go of its PDF: a reprint is a new job, and a year of
 * PDFs would fill the database.
 */
type LedgerRow = Promise<PrintJob | undefined>;

/** Handed to the printer; asked again after `pollMs` how it is doing. */
export const markPrintJobSent = (db: Db, job: ClaimedPrintJob, reference: string, pollMs: number): LedgerRow =>
  writeLeased(db, PRINT_JOBS, job,
    `status = 'sent', document = NULL, provider_reference = $3, sent_at = now(), error = NULL, lease_until = NULL,
     next_attempt_at = now() + $4 * interval '1 millisecond'`,
    [reference, pollMs]);

/** Printed: the job is done and its order stamped with the time (Order.printJobs), in one statement. */
export async function markPrintJobDone(db: Db, job: ClaimedPrintJob, reference: string | null): LedgerRow {
  const done = leasedUpdate(PRINT_JOBS,
    `status = 'done', document = NULL, provider_reference = coalesce($3, provider_reference),
     sent_at = coalesce(sent_at, now()), finished_at = now(), error = NULL, lease_until = NULL`);
  const { rows } = await db.query<PrintJob>(
    `WITH done AS (${done} RETURNING *), stamped AS (${STAMP_ORDER} FROM done WHERE o.id = done.order_id)
     SELECT ${LEDGER_COLUMNS} FROM done j LEFT JOIN printers p ON p.id = j.printer_id`,
    [job.id, job.lease, reference],
  );
  return rows[0];
}

/**
 * A sent job the printer has not finished: asked again after `pollMs`, or a tenth of the time since it was sent
 * (at most a minute), so a job stuck in a printer that is out of paper is not asked about every two seconds all day.
 */
export const checkSentJobLater = (db: Db, job: ClaimedPrintJob, pollMs: number): LedgerRow =>
  writeLeased(db, PRINT_JOBS, job,
    `lease_until = NULL,
     next_attempt_at = now() + least(greatest($3 * interval '1 millisecond', (now() - sent_at) / 10), interval '1 minute')`,
    [pollMs]);
