// Mails whose request is gone: a crash (or a kill) between the claim and the record. One that was being handed to
// the mailer may have reached the customer, so it becomes 'unknown' and is never sent again by itself; one that was
// only recorded never left, so it failed.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { findUnfinishedMailJobs, settleMailJobs, type UnfinishedMailJob } from '../db/mail-jobs.ts';
import { createWorkerLoop, type WorkerLoop } from '../jobs/loop.ts';
import { mailOwnerGone } from './mail-owner.ts';

/**
 * A claim older than this lost its request even when its process still runs: longer than a mail can take, as
 * nodemailer gives an SMTP server up to 10 minutes of silence before it gives up.
 */
export const MAIL_CLAIM_TIMEOUT_MS = 11 * 60_000;

const reasons = {
  sending: 'Het proces stopte tijdens het versturen: onbekend of de mail is verstuurd',
  queued: 'Het proces stopte voordat de mail werd verstuurd',
};

/** Settles every unfinished mail whose process is gone or whose claim timed out (an order's own: order-view.ts). */
export async function settleLostMails(db: Db): Promise<void> {
  await settleLost(db, await findUnfinishedMailJobs(db, MAIL_CLAIM_TIMEOUT_MS));
}

/** Settles those of `unfinished` (read with MAIL_CLAIM_TIMEOUT_MS) that are lost; true when there were any. */
export async function settleLost(db: Db, unfinished: readonly UnfinishedMailJob[]): Promise<boolean> {
  const lost = unfinished.filter((job) => job.stale || (job.owner !== null && mailOwnerGone(job.owner)));
  if (lost.length > 0) await settleMailJobs(db, lost.map((job) => Number(job.id)), reasons);
  return lost.length > 0;
}

/** How often the sweep looks for lost mails besides the look of an order's view or mail (main.ts looks at start). */
export const LOST_MAIL_SWEEP_MS = 5 * 60_000;

/**
 * The mails' job kind: a mail is sent while its user waits, so what is left to a worker is the claims a crash left,
 * settled here even when nobody opens their order (the numbers of jobStats stay true).
 */
export function createLostMailSweep(db: Db, log: FastifyBaseLogger, pollMs = LOST_MAIL_SWEEP_MS): WorkerLoop {
  const sweep = async () => {
    await settleLostMails(db);
    return false;
  };
  return createWorkerLoop(sweep, { pollMs, log, failure: 'Verloren mails niet afgehandeld', waitFirst: true });
}
