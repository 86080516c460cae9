import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { HttpError, notFound } from '../http-errors.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { renderDocument } from '../print/documents/index.ts';
import { PrintRefused } from '../print/documents/refusal.ts';
import { route } from './endpoint-route.ts';

/** A document that exists but must not be printed (a card of 10 or more lines): 422 with the Dutch reason. */
const notPrintable = (message: string) => new HttpError(422, message, 'NOT_PRINTABLE');

export const printRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.printDocument, async (request, reply) => {
    const id = Number(request.params.id);
    const order = await loadOrderView(app.db, id, app.config.managementUrl);
    if (!order) throw notFound(messages.orderNotFound(id));
    let pdf: Buffer;
    try {
      pdf = await renderDocument(order, request.query.type);
    } catch (error) {
      if (error instanceof PrintRefused) throw notPrintable(error.message);
      throw error;
    }
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${request.query.type}-${order.orderNumber.replace(/[^\w.-]/g, '_')}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};
