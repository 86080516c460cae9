import { isEmailAddress } from '../../shared/domain/field-rules.ts';
import { MAIL_OUTCOME_UNKNOWN } from '../../shared/domain/order-mails.ts';
import type { Db } from '../db/database.ts';
import { claimMailSending, finishMailJob, insertMailJob, type NewMailJob } from '../db/mail-jobs.ts';
import { HttpError } from '../http-errors.ts';
import { MAIL_OWNER } from './mail-owner.ts';
import type { MailAttachment, Mailer } from './mailer.ts';

/** Records the mail job, hands it to the mailer and stores the outcome; the job row is the audit trail. */
export async function deliverMail(db: Db, mailer: Mailer, job: NewMailJob): Promise<number> {
  const id = await insertMailJob(db, job);
  await sendMailJob(db, mailer, id, job);
  return id;
}

export const mailMessages = {
  invalidRecipient: 'Het e-mailadres van de ontvanger is ongeldig',
  inProgress: 'Deze mail wordt al verstuurd',
  outcomeUnknown: `Of deze mail is verstuurd is ${MAIL_OUTCOME_UNKNOWN}`,
} as const;

/** The answer for a mail that may or may not have reached the mailer: the user checks the outbox and decides. */
export const outcomeUnknown = () => new HttpError(502, mailMessages.outcomeUnknown, 'MAIL_OUTCOME_UNKNOWN');

export interface MailHandOver<T> {
  /** Makes the files the mail carries. */
  attachments?: () => Promise<MailAttachment[]>;
  /** Records the hand-over (by default on the job alone); what it answers is what the send answers. */
  record?: (status: Mailer['mode']) => Promise<T>;
}

/**
 * Sends a job already recorded, and stores the outcome on it; a failure is stored and then thrown. A recipient that
 * is not exactly one valid address (a list, a line break with a header behind it) is never handed to the mailer.
 * The job is claimed ('sending') before the hand-over and recorded after it: a crash in between leaves the claim,
 * which becomes 'unknown' (lost-mails.ts), never sent twice by itself. Files are made before the claim, so a file
 * that cannot be made fails the job as a refused mail does.
 */
export async function sendMailJob<T = void>(
  db: Db,
  mailer: Mailer,
  id: number,
  job: NewMailJob,
  // The default record answers nothing: T is void whenever no record is given.
  { attachments = async () => [], record = (status) => finishMailJob(db, id, status) as Promise<T> }: MailHandOver<T> = {},
): Promise<T> {
  if (!isEmailAddress(job.recipient)) {
    await finishMailJob(db, id, 'failed', mailMessages.invalidRecipient);
    throw new HttpError(422, mailMessages.invalidRecipient, 'INVALID_EMAIL');
  }
  const failed = async (error: unknown) => {
    await finishMailJob(db, id, 'failed', (error as Error).message);
    return error;
  };
  const files = await attachments().catch(async (error: unknown) => {
    throw await failed(error);
  });
  if (!(await claimMailSending(db, id, MAIL_OWNER))) throw new HttpError(409, mailMessages.inProgress, 'MAIL_IN_PROGRESS');
  await mailer.send({ id, to: job.recipient, subject: job.subject, text: job.bodyText, attachments: files }).catch(async (error: unknown) => {
    throw await failed(error);
  });
  // Handed over: a record that fails now leaves the claim, whose outcome is unknown, not failed.
  return record(mailer.mode).catch(() => {
    throw outcomeUnknown();
  });
}
