import { attachmentMessages, isImageFileType } from '../../shared/domain/attachments.ts';
import { findThumbnail, storeThumbnail, type ThumbnailKey } from '../db/attachments.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-errors.ts';
import { encodeAs, openImage, type ImageFileType } from './images.ts';
import { storedBytes } from './stored-bytes.ts';

/**
 * The image scaled into the box, in its own type: 0 for a side means it follows from the other; `crop` fills the
 * box and cuts off what sticks out, otherwise the image fits inside. Never enlarged. Made on the first request for
 * a box and kept in the database, so every instance serves it from there after.
 */
export async function thumbnail(db: Db, file: { id: number; file_type: string }, box: Omit<ThumbnailKey, 'attachmentId'>) {
  const fileType = file.file_type;
  if (!isImageFileType(fileType)) throw new HttpError(415, attachmentMessages.wrongType, 'UNSUPPORTED_TYPE');
  const key = { attachmentId: file.id, ...box };
  const cached = await findThumbnail(db, key);
  if (cached) return cached;
  const original = await storedBytes(db, file.id);
  const resized = openImage(original).resize({
    width: box.width || undefined,
    height: box.height || undefined,
    fit: box.crop && box.width && box.height ? 'cover' : 'inside',
    withoutEnlargement: true,
  });
  const bytes = await encodeAs(resized, fileType as ImageFileType).toBuffer();
  await storeThumbnail(db, key, bytes);
  return bytes;
}
