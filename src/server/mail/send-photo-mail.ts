// The photo mail (spec §2 photo screen, §3 mailJobs ExtraServicePhoto): once per order, the customer gets the
// workbench photos attached. The order row is locked while a request decides whether the mail may go and records its
// job, so a double click, a retry or two workstations send one mail; the photos' bytes are read under that lock, so
// what the job records is what the mail carries.
import type pg from 'pg';
import { attachmentMessages, hasPhotoService, PHOTO_MAIL_TYPE, photoMailSent } from '../../shared/domain/attachments.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { Order } from '../../shared/schema/order.ts';
import { transaction } from '../db/database.ts';
import {
  claimMailJob, findMailJobByKey, findOrderMailInFlight, insertMailJob, lockOrderMailJobs, type NewMailJob,
} from '../db/mail-jobs.ts';
import { HttpError, notFound } from '../http-errors.ts';
import { MAIL_CLAIM_TIMEOUT_MS } from './lost-mails.ts';
import { loadOrderPhotos, mailSizedPhotos, type StoredPhoto } from './photo-attachments.ts';
import {
  customerRecipient, orderMailMessages, replayMailJob, sendCustomerMail, type OrderMailDeps, type OrderMailResult,
} from './send-order-mail.ts';
import { photoMail } from './templates/photo-mail.ts';

export interface PhotoMailRequest {
  sentBy: string;
  idempotencyKey?: string;
}

/** The photo mail needs a pool of its own: its claim is a transaction. */
export type PhotoMailDeps = OrderMailDeps & { db: pg.Pool };

/** Sends the customer the order's photos, records the job with them and stamps the order; once per order. `order` as sendOrderMail takes it. */
export async function sendPhotoMail(deps: PhotoMailDeps, order: Order, request: PhotoMailRequest): Promise<OrderMailResult> {
  if (!hasPhotoService(order)) throw new HttpError(400, attachmentMessages.noPhotoService, 'NO_PHOTO_SERVICE');
  const recipient = customerRecipient(order);
  const claim = await claimPhotoMail(deps.db, order, recipient, request);
  if (claim === 'replayed') return { outcome: claim };
  const { id, job, photos } = claim;
  return { outcome: 'sent', change: await sendCustomerMail(deps, order, id, job, () => mailSizedPhotos(photos)) };
}

type Claim = 'replayed' | { id: number; job: NewMailJob & { orderId: number }; photos: StoredPhoto[] };

const inProgress = () => new HttpError(409, orderMailMessages.inProgress, 'MAIL_IN_PROGRESS');

/** Records the job this request sends, or answers why none may go: sent already, on its way, no photos. */
function claimPhotoMail(db: pg.Pool, order: Order, recipient: string, request: PhotoMailRequest): Promise<Claim> {
  return transaction(db, async (client) => {
    const mailJobs = await lockOrderMailJobs(client, order.id);
    if (!mailJobs) throw notFound(messages.orderNotFound(order.id));
    const key = request.idempotencyKey;
    const earlier = key ? await findMailJobByKey(client, key) : undefined;
    if (earlier) return replayMailJob(earlier, order.id, PHOTO_MAIL_TYPE);

    const inFlight = await findOrderMailInFlight(client, order.id, PHOTO_MAIL_TYPE, MAIL_CLAIM_TIMEOUT_MS);
    if (photoMailSent({ workbenchMeta: { mailJobs } }) || inFlight === 'sent') {
      throw new HttpError(409, attachmentMessages.photoMailSent, 'PHOTO_MAIL_SENT');
    }
    if (inFlight === 'queued') throw inProgress();
    const photos = await loadOrderPhotos(client, order.id);
    if (photos.length === 0) throw new HttpError(400, attachmentMessages.noPhotosToSend, 'NO_PHOTOS');

    const { subject, text } = photoMail(order, photos.length);
    const job = {
      orderId: order.id, mailType: PHOTO_MAIL_TYPE, recipient, subject, bodyText: text, createdBy: request.sentBy,
      attachmentIds: photos.map((photo) => photo.id),
    };
    // Free when looked up under the lock: only a request for another order can have taken the same key since.
    const id = key ? await claimMailJob(client, job, key) : await insertMailJob(client, job);
    if (id === undefined) throw inProgress();
    return { id, job, photos };
  });
}
