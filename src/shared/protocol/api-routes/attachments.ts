import { route } from '../endpoint.ts';

// An order's attachments and bouquet photos (spec §2, §7). The files themselves are served by /download/ with a
// signed URL from these answers (server/routes/download.ts).
export const attachmentRoutes = {
  /** The order's attachments, oldest first, with signed URLs (the thumbnail in the box asked for). */
  listAttachments: route('GET', '/workbench/order/:id/attachment', 'user'),
  /**
   * Adds a file: multipart with the fields `name` (the title wanted) and `file`. No body schema: the multipart
   * parser checks size and fields, the file's bytes decide its type. Call it with `upload()` from the api client.
   */
  uploadAttachment: route('POST', '/workbench/order/:id/attachment', 'user'),
  deleteAttachment: route('DELETE', '/workbench/order/:id/attachment/:attachmentId', 'user'),
};
