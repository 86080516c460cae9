import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { messages } from '../../shared/domain/messages.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { registeredShipment, renderShipmentLabel } from '../carriers/labels.ts';
import { configAt } from '../carriers/location-defaults.ts';
import { orderOrParcel, registerShipment } from '../carriers/register.ts';
import { findOrderRow } from '../db/orders.ts';
import { listOrderShipments } from '../db/shipments.ts';
import { notFound } from '../http-errors.ts';
import { queueShipmentLabel } from '../print/print-jobs.ts';
import { route } from './endpoint-route.ts';
import { workstationLocation } from './workstation-location.ts';

export const carrierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(app, endpoints.getCarrierConfig, async (request) => {
    const adapter = app.carriers[request.params.carrier];
    const { orderId, ...query } = request.query;
    const order = await orderOrParcel(app, orderId ?? 0);
    const config = await configAt(app, await workstationLocation(app, request), adapter, order, query);
    return { carrier: adapter.carrier, mode: adapter.mode, ...config };
  });

  route(app, endpoints.getCarrierSchema, async (request) => app.carriers[request.params.carrier].schema());

  // The operation checks the asked location itself, in the one statement it reads with.
  route(app, endpoints.registerShipment, async (request) => {
    const location = request.headers['x-location'];
    return registerShipment(app, {
      carrier: request.params.carrier,
      request: request.body,
      idempotencyKey: request.headers['idempotency-key'],
      user: request.user!.name,
      location: typeof location === 'string' && location ? location : undefined,
    });
  });

  route(app, endpoints.getShipment, async (request) => registeredShipment(app, Number(request.params.id)));

  route(app, endpoints.shipmentLabel, async (request, reply) => {
    const shipment = await registeredShipment(app, Number(request.params.id));
    const pdf = await renderShipmentLabel(app, shipment, await orderOrParcel(app, shipment.orderId ?? 0));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${shipment.carrier}-${shipment.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  route(app, endpoints.printShipmentLabel, async (request) => {
    const shipment = await registeredShipment(app, Number(request.params.id));
    return queueShipmentLabel(app, shipment, await orderOrParcel(app, shipment.orderId ?? 0), {
      printer: request.body.printer,
      user: request.user!.name,
      location: await workstationLocation(app, request),
      idempotencyKey: request.headers['idempotency-key'],
    });
  });

  route(app, endpoints.listOrderShipments, async (request) => {
    const id = Number(request.params.id);
    if (!(await findOrderRow(app.db, id))) throw notFound(messages.orderNotFound(id));
    return listOrderShipments(app.db, id);
  });
};
