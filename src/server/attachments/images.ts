import sharp, { type Sharp } from 'sharp';
import { ATTACHMENT_MAX_PIXELS, attachmentMessages, type AttachmentFileType } from '../../shared/domain/attachments.ts';
import { badRequest, HttpError } from '../http-errors.ts';

export type ImageFileType = Exclude<AttachmentFileType, 'pdf'>;

export const unreadable = () => badRequest(attachmentMessages.unreadable);

/** A sharp pipeline over stored or uploaded bytes that refuses to decode more than the pixel limit. */
export const openImage = (bytes: Buffer) => sharp(bytes, { limitInputPixels: ATTACHMENT_MAX_PIXELS });

/**
 * Encodes in the type the image came in; sharp writes no metadata unless asked, so EXIF (GPS) is gone. JPEG without
 * mozjpeg: it saves some 15 % but took 4 to 8 s for a 12-megapixel photo, against 0.3 to 0.7 s (npm run bench:photos).
 */
export function encodeAs(image: Sharp, fileType: ImageFileType): Sharp {
  if (fileType === 'jpg') return image.jpeg({ quality: 85 });
  if (fileType === 'png') return image.png();
  return image.webp({ quality: 85 });
}

/**
 * The uploaded image turned upright (EXIF orientation) and re-encoded without its metadata. Its size is read from
 * the header first: an image bomb (a few KB claiming 20000×20000) is refused before anything is decoded.
 */
export async function cleanImage(bytes: Buffer, fileType: ImageFileType) {
  // Reading the header decodes nothing, so it may look at any size (with the limit, sharp throws before it says).
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => { throw unreadable(); });
  if (!width || !height) throw unreadable();
  if (width * height > ATTACHMENT_MAX_PIXELS) throw new HttpError(413, attachmentMessages.imageTooLarge, 'TOO_LARGE');
  const { data, info } = await encodeAs(openImage(bytes).rotate(), fileType)
    .toBuffer({ resolveWithObject: true })
    .catch(() => { throw unreadable(); });
  return { bytes: data, width: info.width, height: info.height };
}
