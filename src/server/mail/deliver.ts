import type { Db } from '../db/database.ts';
import { finishMailJob, insertMailJob, type NewMailJob } from '../db/mail-jobs.ts';
import type { Mailer } from './mailer.ts';

/** Records the mail job, hands it to the mailer and stores the outcome; the job row is the audit trail. */
export async function deliverMail(db: Db, mailer: Mailer, job: NewMailJob): Promise<number> {
  const id = await insertMailJob(db, job);
  await sendMailJob(db, mailer, id, job);
  return id;
}

/** Sends a job already recorded, and stores the outcome on it; a failure is stored and then thrown. */
export async function sendMailJob(db: Db, mailer: Mailer, id: number, job: NewMailJob): Promise<void> {
  try {
    await mailer.send({ id, to: job.recipient, subject: job.subject, text: job.bodyText });
    await finishMailJob(db, id, mailer.mode);
  } catch (error) {
    await finishMailJob(db, id, 'failed', (error as Error).message);
    throw error;
  }
}
