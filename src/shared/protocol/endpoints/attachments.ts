import { IdParams, Success } from '../../schema/common.ts';
import { AttachmentFile, AttachmentList, AttachmentParams, ThumbnailBox } from '../../schema/attachments.ts';
import { attachmentRoutes } from '../api-routes/attachments.ts';
import { withSchemas } from '../endpoint.ts';

export const attachmentEndpoints = withSchemas(attachmentRoutes, {
  listAttachments: { params: IdParams, querystring: ThumbnailBox, response: { 200: AttachmentList } },
  uploadAttachment: { params: IdParams, querystring: ThumbnailBox, response: { 201: AttachmentFile } },
  deleteAttachment: { params: AttachmentParams, response: { 200: Success } },
});
