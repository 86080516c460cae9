import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { attachmentMessages, PHOTO_MAIL_TYPE } from '../../shared/domain/attachments.ts';
import { messages } from '../../shared/domain/messages.ts';
import {
  findOrderAttachmentForUpdate, insertAttachment, lockOrderForAttachments, softDeleteAttachment, type AttachmentRow,
} from '../db/attachments.ts';
import { transaction, type Db } from '../db/database.ts';
import { findAttachments } from '../db/orders.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import { notFound } from '../http-errors.ts';
import type { AcceptedFile } from './intake.ts';
import { findOrderMailInFlight } from '../db/mail-jobs.ts';
import { MAIL_CLAIM_TIMEOUT_MS } from '../mail/lost-mails.ts';
import { checkPhotoChange, type PhotoRuleState } from './photo-rules.ts';

/** The order locked for the change, with what the photo rules read; the photo mail takes the same lock. */
async function lockedOrder(db: Db, orderId: number): Promise<PhotoRuleState> {
  const order = await lockOrderForAttachments(db, orderId);
  if (!order) throw notFound(messages.orderNotFound(orderId));
  const photoMail = await findOrderMailInFlight(db, orderId, PHOTO_MAIL_TYPE, MAIL_CLAIM_TIMEOUT_MS);
  return { ...order, photoMailUnderway: photoMail === 'queued' };
}

/** What an attachment change left: the order's attachments as they are now, at the version the order kept. */
async function attachmentsChange(db: Db, orderId: number, order: PhotoRuleState): Promise<OrderChange> {
  return { orderId, version: order.version, blocks: { attachments: await findAttachments(db, orderId) } };
}

/** Stores a checked file under a name the server makes up, its row and bytes in one transaction. */
export function storeAttachment(
  pool: pg.Pool,
  orderId: number,
  file: AcceptedFile,
  createdBy: string,
): Promise<{ row: AttachmentRow; change: OrderChange }> {
  return transaction(pool, async (client) => {
    const order = await lockedOrder(client, orderId);
    checkPhotoChange(order, file, 'add');
    const row = await insertAttachment(client, { orderId, ...file, storageKey: `${randomUUID()}.${file.fileType}`, createdBy });
    return { row, change: await attachmentsChange(client, orderId, order) };
  });
}

/** Deletes the order's attachment (never another order's); its bytes and thumbnails go with it. */
export function deleteAttachment(pool: pg.Pool, orderId: number, attachmentId: number): Promise<OrderChange> {
  return transaction(pool, async (client) => {
    const order = await lockedOrder(client, orderId);
    const attachment = await findOrderAttachmentForUpdate(client, orderId, attachmentId);
    if (!attachment) throw notFound(attachmentMessages.notFound);
    checkPhotoChange(order, attachment, 'delete');
    await softDeleteAttachment(client, attachmentId);
    return attachmentsChange(client, orderId, order);
  });
}
