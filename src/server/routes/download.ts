import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { attachmentMessages, isImageFileType, THUMBNAIL_MAX_SIDE } from '../../shared/domain/attachments.ts';
import { contentDisposition } from '../attachments/content-disposition.ts';
import { DOWNLOAD_PATH, downloadSecret, isValidSignature, type DownloadTarget } from '../attachments/signed-urls.ts';
import { storedBytes } from '../attachments/stored-bytes.ts';
import { thumbnail } from '../attachments/thumbnails.ts';
import { findAttachment } from '../db/attachments.ts';
import { HttpError, notFound } from '../http-errors.ts';

const Side = Type.Integer({ minimum: 0, maximum: THUMBNAIL_MAX_SIDE });
// Everything optional: a URL without its signature is refused with the link message (403), not a schema error.
const DownloadQuery = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  fileType: Type.Optional(Type.String({ maxLength: 16 })),
  width: Type.Optional(Side),
  height: Type.Optional(Side),
  zc: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  exp: Type.Optional(Type.Integer({ minimum: 0 })),
  sig: Type.Optional(Type.String({ maxLength: 64 })),
});

const linkExpired = () => new HttpError(403, attachmentMessages.linkExpired, 'LINK_EXPIRED');

/**
 * GET /download/?id&fileType=auto[&width&height&zc]&exp&sig (spec §1): an attachment or its thumbnail, for whoever
 * holds a URL the API signed for a logged-in user (signed-urls.ts); outside /gateway/api because an <img> sends no
 * token. Served as a file that cannot run: nosniff and a CSP that allows nothing.
 */
export const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(DOWNLOAD_PATH, { schema: { querystring: DownloadQuery }, config: { access: 'public' } }, async (request, reply) => {
    const { id, fileType, width, height, zc, exp, sig } = request.query;
    const now = Math.floor(Date.now() / 1000);
    if (id === undefined || fileType === undefined || exp === undefined || sig === undefined) throw linkExpired();
    const target: DownloadTarget = { id, fileType, width, height, zc };
    if (!isValidSignature(await downloadSecret(app.db), target, exp, sig, now)) throw linkExpired();

    const file = await findAttachment(app.db, id);
    if (!file) throw notFound(attachmentMessages.notFound);
    const isThumbnail = Boolean(width || height);
    const bytes = isThumbnail
      ? await thumbnail(app.db, file, { width: width ?? 0, height: height ?? 0, crop: zc === 1 })
      : await storedBytes(app.db, id);
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', contentDisposition(file.title, isImageFileType(file.file_type)))
      .header('cache-control', `private, max-age=${exp - now}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(bytes);
  });
};
