import type { Db } from './database.ts';

export interface NewMailJob {
  orderId?: number;
  mailType: string;
  recipient: string;
  subject: string;
  bodyText: string;
  createdBy?: string;
}

export async function insertMailJob(db: Db, job: NewMailJob): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO mail_jobs (order_id, mail_type, recipient, subject, body_text, created_by)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [job.orderId ?? null, job.mailType, job.recipient, job.subject, job.bodyText, job.createdBy ?? null],
  );
  return rows[0].id;
}

export async function finishMailJob(db: Db, id: number, status: 'sent' | 'outbox' | 'failed', error?: string) {
  await db.query(
    `UPDATE mail_jobs SET status = $2, error = $3, sent_at = CASE WHEN $2 = 'failed' THEN NULL ELSE now() END
      WHERE id = $1`,
    [id, status, error ?? null],
  );
}
