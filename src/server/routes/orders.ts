import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import pLimit from 'p-limit';
import { amsterdamToday } from '../../shared/domain/dates.ts';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import type { OrderList } from '../../shared/schema/order.ts';
import { badRequest, conflict, notFound } from '../http-errors.ts';
import { parseTags } from '../orders/parse-tags.ts';
import { toListItem } from '../orders/mapper.ts';
import { BIG_PAGE_ROWS, encodeListPage } from '../orders/big-pages.ts';
import { listMeta } from '../orders/list-page.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { createOrderFromCart } from '../orders/create-from-cart.ts';
import { setDeleted } from '../orders/operations/delete-order.ts';
import { addNote, deleteNote } from '../orders/operations/internal-log.ts';
import { isProcessedMark, markProcessed } from '../orders/operations/mark-processed.ts';
import { saveBlocks } from '../orders/operations/save-blocks.ts';
import { undoAction } from '../orders/operations/undo-action.ts';
import { undoRefusal } from '../../shared/domain/undo.ts';
import { announceChange } from '../realtime/announce.ts';
import { groupOrderIds } from '../plan/group-order-ids.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const loadOrder = async (id: number) => {
    const order = await loadOrderView(app.db, id, app.config.managementUrl);
    if (!order) throw notFound(messages.orderNotFound(id));
    return order;
  };

  // One big page is built at a time; twenty concurrent 10,000-row pages would otherwise hold all their rows in
  // memory at once and keep the event loop busy for seconds (see the README).
  const bigPages = pLimit(1);
  route(app, endpoints.listOrders, async (request, reply) => {
    const tags = parseTags(request.query['tags[]'] ?? request.query.tags);
    if (!tags) throw badRequest(messages.checkInput, [{ field: 'tags', message: messages.invalid }]);
    const pageSize = request.query.pageSize ?? app.config.pageSize;
    const { group } = request.query;
    // A plan group is computed, not stored: its orders are found by the plan's own classification; tags do not apply.
    const ids = group === undefined ? undefined : await groupOrderIds(app.db, await workstationLocation(app, request), group, new Date());
    const query = {
      tags: ids ? [] : tags, q: request.query.q ?? '', page: request.query.page ?? 1, pageSize, today: amsterdamToday(), ids,
    };
    if (pageSize < BIG_PAGE_ROWS) {
      const { rows, ...meta } = await app.reads.listPage(query);
      return { data: rows.map(toListItem), meta: listMeta(meta, pageSize) };
    }
    const json = await bigPages(async () => {
      const { rows, ...meta } = await app.reads.listPage(query);
      return encodeListPage(rows, listMeta(meta, pageSize));
    });
    // Already JSON text, in the OrderList shape: Fastify sends a string with a JSON type as it is (the type provider
    // only knows the object form).
    return reply.type('application/json; charset=utf-8').send(json as unknown as OrderList);
  });

  route(app, endpoints.getOrder, async (request) => loadOrder(Number(request.params.id)));

  route(app, endpoints.updateOrder, async (request) => {
    const id = Number(request.params.id);
    if (request.body.id !== undefined && request.body.id !== id) {
      throw badRequest(messages.checkInput, [{ field: 'id', message: messages.invalid }]);
    }
    const undoBy = request.user!.name;
    const result = isProcessedMark(request.body)
      ? await markProcessed(app.db, id, request.body.version, { undoBy })
      : await saveBlocks(app.db, id, request.body, { undoBy });
    if (result.status === 'missing') throw notFound(messages.orderNotFound(id));
    if (result.status === 'stale') {
      const message = result.blocks.length > 0 ? messages.orderBlockConflict(result.blocks) : messages.orderConflict;
      throw conflict(message, { blocks: result.blocks, order: await loadOrder(id) });
    }
    if (result.status === 'invalid') throw badRequest(messages.checkInput, result.errors);
    if (result.status === 'refused') throw conflict(result.message);
    if (result.status === 'updated') await announceChange(app, result.change);
    return result.change;
  });

  route(app, endpoints.createOrder, async (request, reply) => {
    const { order, change } = await createOrderFromCart(app.db, request.body.cart, app.config.managementUrl, request.user!.name);
    await announceChange(app, change);
    return reply.status(201).send(order);
  });

  // The scanner reads an EAN-13 whose first 12 digits are the order id.
  route(app, endpoints.getOrderByBarcode, async (request) => loadOrder(Number(request.params.id.slice(0, 12))));

  const answerDeletion = async (id: number, deleted: boolean, undoBy?: string) => {
    const result = await setDeleted(app.db, id, deleted, undoBy);
    if (result.status === 'missing') throw notFound(messages.orderNotFound(id));
    if (result.status === 'not-deleted') throw conflict(messages.orderNotDeleted(id));
    await announceChange(app, result.change);
    return result.change;
  };

  route(app, endpoints.deleteOrder, async (request) => answerDeletion(Number(request.params.id), true, request.user!.name));

  route(app, endpoints.undoOrderAction, async (request) => {
    const id = Number(request.params.id);
    const result = await undoAction(app.db, id, request.body.version, request.user!.name);
    if (result.status === 'missing') throw notFound(messages.orderNotFound(id));
    if (result.status !== 'done') throw conflict(undoRefusal(result));
    await announceChange(app, result.change);
    return result.change;
  });

  route(app, endpoints.undeleteOrder, async (request) => answerDeletion(Number(request.params.id), false));

  route(app, endpoints.addLogEntry, async (request, reply) => {
    const id = Number(request.params.id);
    const result = await addNote(app.db, id, request.user!.name, request.body.content);
    if (result.status === 'missing') throw notFound(messages.orderNotFound(id));
    await announceChange(app, result.change);
    return reply.status(201).send(result.change);
  });

  route(app, endpoints.deleteLogEntry, async (request) => {
    const result = await deleteNote(app.db, Number(request.params.id), Number(request.params.entryId));
    if (result.status === 'missing') throw notFound(messages.logEntryNotFound);
    await announceChange(app, result.change);
    return result.change;
  });
};
