// The photo mail's attachments: the order's workbench photos (spec §3 'WBP_' titles) as the customer gets them.
import sharp from 'sharp';
import { ATTACHMENT_MAX_PIXELS, PHOTO_TITLE_PREFIX } from '../../shared/domain/attachments.ts';
import type { Db } from '../db/database.ts';
import type { MailAttachment } from './mailer.ts';

export interface StoredPhoto {
  id: number;
  title: string;
  bytes: Buffer;
}

/** The longest side of a mailed photo: sharp on a screen, small enough that a mailbox takes several. */
export const MAIL_PHOTO_MAX_SIDE = 1600;
const MAIL_PHOTO_QUALITY = 80;

/** The order's photos that are not deleted, oldest first, with their stored bytes. */
export async function loadOrderPhotos(db: Db, orderId: number): Promise<StoredPhoto[]> {
  const { rows } = await db.query<StoredPhoto>(
    `SELECT a.id, a.title, f.bytes FROM attachments a JOIN attachment_files f ON f.attachment_id = a.id
      WHERE a.order_id = $1 AND a.deleted_at IS NULL AND starts_with(a.title, $2)
      ORDER BY a.created_at, a.id`,
    [orderId, PHOTO_TITLE_PREFIX],
  );
  return rows;
}

/** Each photo as a JPEG of at most MAIL_PHOTO_MAX_SIDE pixels a side, one after another to spare memory. */
export async function mailSizedPhotos(photos: StoredPhoto[]): Promise<MailAttachment[]> {
  const attachments: MailAttachment[] = [];
  for (const photo of photos) {
    const content = await sharp(photo.bytes, { limitInputPixels: ATTACHMENT_MAX_PIXELS })
      .resize({ width: MAIL_PHOTO_MAX_SIDE, height: MAIL_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: MAIL_PHOTO_QUALITY, mozjpeg: true })
      .toBuffer();
    attachments.push({ filename: photo.title.replace(/\.[^.]*$/, '.jpg'), content, contentType: 'image/jpeg' });
  }
  return attachments;
}
