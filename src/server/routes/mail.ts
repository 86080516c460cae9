import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { messages } from '../../shared/domain/messages.ts';
import { Id, IdParams } from '../../shared/schema/common.ts';
import { Order } from '../../shared/schema/order.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { sendOrderMail } from '../mail/send-order-mail.ts';
import { ORDER_MAIL_TYPES, type OrderMailType } from '../mail/templates/index.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { announceOrder } from '../realtime/announce.ts';

const MailBody = Type.Object(
  { type: Type.Union(ORDER_MAIL_TYPES.map((type) => Type.Literal(type))) },
  { additionalProperties: false },
);
const ConfirmationBody = Type.Object(
  { id: Id, type: Type.Literal('Confirmation') },
  { additionalProperties: false },
);
/** A retry carrying the key of an earlier request gets that request's answer instead of a second mail. */
const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});

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

  app.post(
    '/workbench/order/:id/mail',
    { schema: { params: IdParams, headers: IdempotencyHeaders, body: MailBody, response: { 200: Order } } },
    async (request) =>
      mailOrder(Number(request.params.id), request.body.type, request.user!.name, request.headers['idempotency-key']),
  );

  app.post(
    '/workbench/order/:id/sendConfirmation',
    { schema: { params: IdParams, headers: IdempotencyHeaders, body: ConfirmationBody, response: { 200: Order } } },
    async (request) => {
      const id = Number(request.params.id);
      if (request.body.id !== id) throw badRequest(messages.checkInput, [{ field: 'id', message: messages.invalid }]);
      return mailOrder(id, request.body.type, request.user!.name, request.headers['idempotency-key']);
    },
  );
};
