// Print jobs reach the workstations as changes: each queued job and each step of it after (sent, printed,
// failed, retried) goes over the socket as its ledger row — the row the write answered, never read again — so no
// workstation asks how a print is doing.
import type { FastifyInstance } from 'fastify';
import type { PrintJob } from '../../shared/schema/print.ts';
import { announce } from '../realtime/announce.ts';

/** Only an order's jobs: a ledger is an order's, a standalone parcel's label shows in none. */
export async function publishPrintJob(app: FastifyInstance, job: PrintJob): Promise<void> {
  if (job.orderId !== null) await announce(app, { type: 'printjob', job });
}
