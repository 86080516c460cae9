import { IdParams, Success } from '../../schema/common.ts';
import { AttachmentFile, AttachmentList, AttachmentParams, ThumbnailBox } from '../../schema/attachments.ts';
import { endpoint } from '../endpoint.ts';

// An order's attachments and bouquet photos (spec §2, §7). The files themselves are served by /download/ with a
// signed URL from these answers (server/routes/download.ts).
export const attachmentEndpoints = {
  /** The order's attachments, oldest first, with signed URLs (the thumbnail in the box asked for). */
  listAttachments: endpoint('GET', '/workbench/order/:id/attachment', 'user', {
    params: IdParams, querystring: ThumbnailBox, response: { 200: AttachmentList },
  }),
  /**
   * Adds a file: multipart with the fields `name` (the title wanted) and `file`. No body schema: the multipart
   * parser checks size and fields, the file's bytes decide its type. Call it with `upload()` from the api client.
   */
  uploadAttachment: endpoint('POST', '/workbench/order/:id/attachment', 'user', {
    params: IdParams, querystring: ThumbnailBox, response: { 201: AttachmentFile },
  }),
  deleteAttachment: endpoint('DELETE', '/workbench/order/:id/attachment/:attachmentId', 'user', {
    params: AttachmentParams, response: { 200: Success },
  }),
};
