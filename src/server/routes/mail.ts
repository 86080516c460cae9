import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PHOTO_MAIL_TYPE } from '../../shared/domain/attachments.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { OrderMailType } from '../../shared/domain/order-mails.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { sendOrderMail } from '../mail/send-order-mail.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { announceOrder } from '../realtime/announce.ts';
import { route } from './endpoint-route.ts';

export const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const loadOrder = async (id: number) => {
    const order = await loadOrderView(app.db, id, app.config.managementUrl);
    if (!order) throw notFound(messages.orderNotFound(id));
    return order;
  };

  const mailOrder = async (id: number, type: OrderMailType, sentBy: string, idempotencyKey: string | undefined) => {
    const order = await loadOrder(id);
    const outcome = await sendOrderMail({ db: app.db, mailer: app.mailer, log: app.log }, order, { type, sentBy, idempotencyKey });
    if (outcome === 'sent') await announceOrder(app, id, 'activeitem');
    return loadOrder(id);
  };

  route(app, endpoints.sendMail, async (request) => {
    const { type } = request.body;
    // The photo mail arrives with issue 12's photo flow (server/mail/send-photo-mail.ts).
    if (type === PHOTO_MAIL_TYPE) throw badRequest(messages.checkInput, [{ field: 'type', message: messages.invalid }]);
    return mailOrder(Number(request.params.id), type, request.user!.name, request.headers['idempotency-key']);
  });

  route(app, endpoints.sendConfirmation, async (request) => {
    const id = Number(request.params.id);
    if (request.body.id !== id) throw badRequest(messages.checkInput, [{ field: 'id', message: messages.invalid }]);
    return mailOrder(id, request.body.type, request.user!.name, request.headers['idempotency-key']);
  });
};
