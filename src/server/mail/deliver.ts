import { isEmailAddress } from '../../shared/domain/field-rules.ts';
import type { Db } from '../db/database.ts';
import { finishMailJob, insertMailJob, type NewMailJob } from '../db/mail-jobs.ts';
import { HttpError } from '../http-errors.ts';
import type { MailAttachment, Mailer } from './mailer.ts';

/** Records the mail job, hands it to the mailer and stores the outcome; the job row is the audit trail. */
export async function deliverMail(db: Db, mailer: Mailer, job: NewMailJob): Promise<number> {
  const id = await insertMailJob(db, job);
  await sendMailJob(db, mailer, id, job);
  return id;
}

export const mailMessages = {
  invalidRecipient: 'Het e-mailadres van de ontvanger is ongeldig',
} as const;

/**
 * Sends a job already recorded, and stores the outcome on it; a failure is stored and then thrown. A recipient that
 * is not exactly one valid address (a list, a line break with a header behind it) is never handed to the mailer.
 * `attachments` makes the files the mail carries.
 */
export async function sendMailJob(
  db: Db,
  mailer: Mailer,
  id: number,
  job: NewMailJob,
  attachments: () => Promise<MailAttachment[]> = async () => [],
): Promise<void> {
  if (!isEmailAddress(job.recipient)) {
    await finishMailJob(db, id, 'failed', mailMessages.invalidRecipient);
    throw new HttpError(422, mailMessages.invalidRecipient, 'INVALID_EMAIL');
  }
  try {
    // Made here, so a file that cannot be made fails the job as a refused mail does.
    await mailer.send({ id, to: job.recipient, subject: job.subject, text: job.bodyText, attachments: await attachments() });
    await finishMailJob(db, id, mailer.mode);
  } catch (error) {
    await finishMailJob(db, id, 'failed', (error as Error).message);
    throw error;
  }
}
