import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PROBLEM_TAG_ID } from '../../shared/domain/constants.ts';
import { amsterdamToday } from '../../shared/domain/dates.ts';
import { messages } from '../../shared/domain/messages.ts';
import { SPECIAL_FOLDERS } from '../../shared/domain/special-folders.ts';
import { FOLDERS_CHANGED } from '../../shared/protocol/socket.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { conflict, notFound } from '../http-errors.ts';
import { moveToFolder, type MoveResult } from '../orders/operations/move-to-folder.ts';
import * as tags from '../db/tags.ts';
import { listOrders } from '../db/order-list.ts';
import { announce, announceChange } from '../realtime/announce.ts';
import { route } from './endpoint-route.ts';

export const tagRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const specialFolder = async (id: 'processed' | 'deliveryexpired') => ({
    id,
    title: SPECIAL_FOLDERS[id].title,
    count: (await listOrders(app.db, { tags: [id], q: '', page: 1, pageSize: 1, today: amsterdamToday() })).total,
  });

  route(app, endpoints.listTags, async (request) => tags.listTags(app.db, request.query.q ?? ''));

  route(app, endpoints.getProcessedFolder, async () => specialFolder('processed'));

  route(app, endpoints.getExpiredFolder, async () => specialFolder('deliveryexpired'));

  route(app, endpoints.createTag, async (request, reply) => {
    const tag = await tags.createTag(app.db, request.body.title.trim());
    if (!tag) throw conflict(messages.tagExists);
    await announce(app, { type: 'listitem', orderId: FOLDERS_CHANGED });
    return reply.status(201).send(tag);
  });

  route(app, endpoints.renameTag, async (request) => {
    const result = await tags.renameTag(app.db, request.body.id, request.body.title.trim());
    if (result === 'missing') throw notFound(messages.tagNotFound);
    if (result === 'duplicate') throw conflict(messages.tagExists);
    await announce(app, { type: 'listitem', orderId: FOLDERS_CHANGED });
    return (await tags.findTag(app.db, request.body.id))!;
  });

  route(app, endpoints.deleteTag, async (request) => {
    const id = Number(request.params.id);
    if (id === PROBLEM_TAG_ID) throw conflict(messages.tagProtected);
    const tag = await tags.findTag(app.db, id);
    if (!tag) throw notFound(messages.tagNotFound);
    if (!(await tags.deleteEmptyTag(app.db, id))) {
      throw conflict(messages.tagNotEmpty((await tags.findTag(app.db, id))?.count ?? tag.count));
    }
    await announce(app, { type: 'listitem', orderId: FOLDERS_CHANGED });
    return { success: true };
  });

  const answerMove = async (result: MoveResult, orderId: number) => {
    if (result.status === 'no-such-folder') throw notFound(messages.tagNotFound);
    if (result.status === 'missing') throw notFound(messages.orderNotFound(orderId));
    if (result.status === 'not-in-folder') throw notFound(messages.orderNotInTag);
    if (result.status === 'moved') await announceChange(app, result.change);
    return result.change;
  };

  // An order is in at most one folder.
  route(app, endpoints.tagOrder, async (request) => {
    const orderId = request.body.objectId;
    return answerMove(await moveToFolder(app.db, orderId, Number(request.params.id), { undoBy: request.user!.name }), orderId);
  });

  route(app, endpoints.untagOrder, async (request) => {
    const orderId = Number(request.params.id);
    const from = Number(request.params.tagId);
    return answerMove(await moveToFolder(app.db, orderId, null, { from, undoBy: request.user!.name }), orderId);
  });
};
