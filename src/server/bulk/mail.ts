// Bulk 'mailen': one of the order mails, sent as POST …/mail sends it.
import type { BulkOptions } from '../../shared/domain/bulk.ts';
import { sendOrderMail } from '../mail/send-order-mail.ts';
import { bulkOrder, itemKey, ok, type BulkJobKind } from './job-kind.ts';

export const bulkMail: BulkJobKind = {
  concurrency: 4,
  async run(app, job, item) {
    const { mailType } = job.options as BulkOptions['mail'];
    const order = await bulkOrder(app, item.orderId);
    const deps = { db: app.db, mailer: app.mailer, log: app.log };
    const result = await sendOrderMail(deps, order, { type: mailType, sentBy: job.user, idempotencyKey: itemKey(job, item, mailType) });
    // Its change goes out with the job's next progress message.
    return result.outcome === 'sent' ? { ...ok(), change: result.change } : ok();
  },
};
