import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATTACHMENT_MAX_BYTES } from '../../shared/domain/attachments.ts';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { thumbnailBox, toAttachmentFile } from '../attachments/attachment-file.ts';
import { acceptFile } from '../attachments/intake.ts';
import { downloadSecret } from '../attachments/signed-urls.ts';
import { deleteAttachment, storeAttachment } from '../attachments/store.ts';
import { readUploadPart } from '../attachments/upload-part.ts';
import { listAttachmentRows } from '../db/attachments.ts';
import { findOrderRow } from '../db/orders.ts';
import { notFound } from '../http-errors.ts';
import { announceChange } from '../realtime/announce.ts';
import { route } from './endpoint-route.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

// An order's attachments and bouquet photos (spec §2, §7; issue 12). The files go out through /download/.
export const attachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Here only, so no other route accepts a multipart body.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 20 },
  });

  const requireOrder = async (orderId: number) => {
    if (!(await findOrderRow(app.db, orderId))) throw notFound(messages.orderNotFound(orderId));
  };

  route(app, endpoints.listAttachments, async (request) => {
    const orderId = Number(request.params.id);
    await requireOrder(orderId);
    const [rows, secret] = await Promise.all([listAttachmentRows(app.db, orderId), downloadSecret(app.db)]);
    const box = thumbnailBox(request.query);
    return { data: rows.map((row) => toAttachmentFile(row, box, secret, nowSeconds())) };
  });

  route(app, endpoints.uploadAttachment, async (request, reply) => {
    const orderId = Number(request.params.id);
    // Before the file is read and decoded: a foreign order costs no image work. Stored under the order's lock.
    await requireOrder(orderId);
    const upload = await readUploadPart(request);
    const file = await acceptFile(upload.name, upload.bytes);
    const { row, change } = await storeAttachment(app.db, orderId, file, request.user!.name);
    await announceChange(app, change);
    const secret = await downloadSecret(app.db);
    return reply.status(201).send(toAttachmentFile(row, thumbnailBox(request.query), secret, nowSeconds()));
  });

  route(app, endpoints.deleteAttachment, async (request) => {
    const orderId = Number(request.params.id);
    await announceChange(app, await deleteAttachment(app.db, orderId, Number(request.params.attachmentId)));
    return { success: true };
  });
};
