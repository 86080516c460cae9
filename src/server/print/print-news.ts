// Print jobs reach the workstations as changes: each queued job and each step of it after (sent, printed,
// failed, retried) goes over the socket as its ledger row, so no workstation asks how a print is doing.
import type { FastifyInstance } from 'fastify';
import type { PrintJob } from '../../shared/schema/print.ts';
import { findPrintJob } from '../db/print-jobs.ts';
import { announce } from '../realtime/announce.ts';

/** Only an order's jobs: a ledger is an order's, a standalone parcel's label shows in none. */
export async function publishPrintJob(app: FastifyInstance, job: PrintJob): Promise<void> {
  if (job.orderId !== null) await announce(app, { type: 'printjob', job });
}

/** A step of the queue's worker, whose writes answer no ledger row: the row as stored now. */
export async function publishStoredPrintJob(app: FastifyInstance, id: number): Promise<void> {
  const job = await findPrintJob(app.db, id);
  if (job) await publishPrintJob(app, job);
}
