import { fileTypeFromBuffer } from 'file-type';
import {
  ATTACHMENT_FILE_TYPES, attachmentMessages, attachmentTitle, type AttachmentFileType, type AttachmentMimeType,
} from '../../shared/domain/attachments.ts';
import { badRequest, HttpError } from '../http-errors.ts';
import { cleanImage, unreadable } from './images.ts';
import { isCompletePdf } from './pdf.ts';

/** An upload that passed every check, ready to store. */
export interface AcceptedFile {
  title: string;
  fileType: AttachmentFileType;
  contentType: AttachmentMimeType;
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

const isAccepted = (mime: string): mime is AttachmentMimeType => Object.hasOwn(ATTACHMENT_FILE_TYPES, mime);

/**
 * Checks an uploaded file and makes it safe to serve: its type comes from its bytes alone (never the name or the
 * part's header), images are re-encoded without metadata, a PDF must be whole. `name` gives only the title.
 */
export async function acceptFile(name: string, bytes: Buffer): Promise<AcceptedFile> {
  if (bytes.length === 0) throw badRequest(attachmentMessages.empty);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isAccepted(detected.mime)) throw new HttpError(415, attachmentMessages.wrongType, 'UNSUPPORTED_TYPE');
  const contentType = detected.mime;
  const fileType = ATTACHMENT_FILE_TYPES[contentType];
  const title = attachmentTitle(name, fileType);
  if (fileType === 'pdf') {
    if (!isCompletePdf(bytes)) throw unreadable();
    return { title, fileType, contentType, bytes, width: null, height: null };
  }
  return { title, fileType, contentType, ...(await cleanImage(bytes, fileType)) };
}
