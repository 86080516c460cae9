import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHOTO_MAIL_TYPE } from '../../shared/domain/attachments.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { OrderMailType } from '../../shared/domain/order-mails.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import type { Order } from '../../shared/schema/order.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { sendOrderMail, type OrderMailResult } from '../mail/send-order-mail.ts';
import { sendPhotoMail } from '../mail/send-photo-mail.ts';
import { orderAfter } from '../orders/operations/change-of.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { announceChange } from '../realtime/announce.ts';
import { route } from './endpoint-route.ts';

export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const loadOrder = async (id: number) => {
    const order = await loadOrderView(app.db, id, app.config.managementUrl);
    if (!order) throw notFound(messages.orderNotFound(id));
    return order;
  };

  /** Loads the order, lets `send` mail it, broadcasts what a mail that went changed and answers the order after it. */
  const mailAndAnswer = async (id: number, send: (order: Order) => Promise<OrderMailResult>) => {
    const order = await loadOrder(id);
    const result = await send(order);
    if (result.outcome === 'replayed') return order;
    await announceChange(app, result.change);
    return orderAfter(order, result.change);
  };
  const deps = { db: app.db, mailer: app.mailer, log: app.log };
  const mailOrder = (id: number, type: OrderMailType, sentBy: string, idempotencyKey: string | undefined) =>
    mailAndAnswer(id, (order) => sendOrderMail(deps, order, { type, sentBy, idempotencyKey }));

  route(app, endpoints.sendMail, async (request) => {
    const { type } = request.body;
    const id = Number(request.params.id);
    const sentBy = request.user!.name;
    const idempotencyKey = request.headers['idempotency-key'];
    if (type === PHOTO_MAIL_TYPE) return mailAndAnswer(id, (order) => sendPhotoMail(deps, order, { sentBy, idempotencyKey }));
    return mailOrder(id, type, sentBy, idempotencyKey);
  });

  route(app, endpoints.sendConfirmation, async (request) => {
    const id = Number(request.params.id);
    if (request.body.id !== id) throw badRequest(messages.checkInput, [{ field: 'id', message: messages.invalid }]);
    return mailOrder(id, request.body.type, request.user!.name, request.headers['idempotency-key']);
  });
};
