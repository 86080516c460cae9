import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { listOrderPrintJobs } from '../db/print-jobs.ts';
import { findOrderRow } from '../db/orders.ts';
import { notFound } from '../http-errors.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { queueOrderDocument, renderOrderDocument } from '../print/print-jobs.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

export const printRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.printDocument, async (request, reply) => {
    const id = Number(request.params.id);
    const order = await loadOrderView(app.db, id, app.config.managementUrl);
    if (!order) throw notFound(messages.orderNotFound(id));
    const pdf = await renderOrderDocument(order, request.query.type);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${request.query.type}-${order.orderNumber.replace(/[^\w.-]/g, '_')}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  route(app, endpoints.queuePrint, async (request) =>
    queueOrderDocument(
      app,
      Number(request.params.id),
      request.body,
      request.user!.name,
      await workstationLocation(app, request),
      request.headers['idempotency-key'],
    ),
  );

  route(app, endpoints.listPrintJobs, async (request) => {
    const id = Number(request.params.id);
    if (!(await findOrderRow(app.db, id))) throw notFound(messages.orderNotFound(id));
    return listOrderPrintJobs(app.db, id);
  });
};
