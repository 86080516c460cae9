import { ATTACHMENT_THUMBNAIL, isImageFileType, isWorkbenchPhoto } from '../../shared/domain/attachments.ts';
import type { AttachmentFile, ThumbnailBox } from '../../shared/schema/attachments.ts';
import type { AttachmentRow } from '../db/attachments.ts';
import { signedDownloadUrl } from './signed-urls.ts';

/** The box the panels asked for; none given (or an empty one) is the attachments panel's 48×48. */
export function thumbnailBox(query: ThumbnailBox): Required<ThumbnailBox> {
  if (!query.width && !query.height) return ATTACHMENT_THUMBNAIL;
  return { width: query.width ?? 0, height: query.height ?? 0, zc: query.zc ?? 0 };
}

/** The attachment as the panels get it, with URLs signed for /download/ (the thumbnail for images only). */
export function toAttachmentFile(row: AttachmentRow, box: Required<ThumbnailBox>, secret: Buffer, nowSeconds: number): AttachmentFile {
  const target = { id: row.id, fileType: 'auto' };
  return {
    id: row.id,
    title: row.title,
    fileType: row.file_type,
    isPhoto: isWorkbenchPhoto(row),
    sizeBytes: row.size_bytes,
    createdAt: row.created_at_seconds,
    url: signedDownloadUrl(secret, target, nowSeconds),
    thumbnailUrl: isImageFileType(row.file_type) ? signedDownloadUrl(secret, { ...target, ...box }, nowSeconds) : null,
  };
}
