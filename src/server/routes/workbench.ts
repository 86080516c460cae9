import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { messages } from '../../shared/domain/messages.ts';
import { COUNTRIES } from '../../shared/domain/countries.ts';
import { DeliveryAddress } from '../../shared/schema/address.ts';
import { IdParam, IdParams } from '../../shared/schema/common.ts';
import { Order } from '../../shared/schema/order.ts';
import { AttributeValue, Environment, Feature, FeatureSwitch, Locale, OrderAttribute, Printer } from '../../shared/schema/workbench.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { loadOrderView } from '../orders/order-view.ts';
import * as workbench from '../db/workbench.ts';
import { setOrderAttribute } from '../db/orders.ts';
import { announce, announceOrder } from '../realtime/announce.ts';

const VERSION = process.env.npm_package_version ?? '0.1.0';

export const workbenchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const publicRoute = { access: 'public' as const };
  /** The workstation's location: the X-Location header when it names a known location, else this server's. */
  const locationOf = async (request: FastifyRequest) => {
    const asked = request.headers['x-location'];
    if (typeof asked === 'string' && asked && (await workbench.locationExists(app.db, asked))) return asked;
    return app.config.location;
  };

  app.get('/env', { config: publicRoute, schema: { response: { 200: Environment } } }, async () => ({
    name: 'Werkplaats',
    title: 'Werkplaats — orderverwerking bloemen en cadeaus',
    location: app.config.location,
    updateSocket: '/gateway/ws',
    version: VERSION,
    database: app.dbKind,
    managementUrl: app.config.managementUrl,
  }));

  app.get('/workbench/locale', { config: publicRoute, schema: { response: { 200: Locale } } }, async () => ({
    language: 'nl',
    timezone: 'Europe/Amsterdam',
    currency: 'EUR',
    countryCodes: [...COUNTRIES],
  }));

  app.get('/workbench/feature', { schema: { response: { 200: Type.Array(Feature) } } }, async (request) =>
    workbench.listFeatures(app.db, await locationOf(request)),
  );

  app.put(
    '/workbench/feature/:id',
    { config: { access: 'admin' }, schema: { params: IdParams, body: FeatureSwitch, response: { 200: Feature } } },
    async (request) => {
      const location = await locationOf(request);
      const feature = await workbench.setFeatureEnabled(
        app.db,
        location,
        Number(request.params.id),
        request.body.extraAttribute_28088961,
      );
      if (!feature) throw notFound(messages.featureNotFound);
      await announce(app, { type: 'feature' });
      return feature;
    },
  );

  app.get('/workbench/printer', { schema: { response: { 200: Type.Array(Printer) } } }, async () =>
    workbench.listPrinters(app.db),
  );

  app.get('/workbench/schema/DeliveryAddress', async () => DeliveryAddress);
  app.get('/schema/Order', async () => Order);

  app.get('/workbench/order/attribute', { schema: { response: { 200: Type.Array(OrderAttribute) } } }, async () =>
    workbench.listOrderAttributes(app.db),
  );

  app.put(
    '/workbench/order/:id/attribute/:attributeId',
    { schema: { params: Type.Object({ id: IdParam, attributeId: IdParam }), body: AttributeValue, response: { 200: Order } } },
    async (request) => {
      const id = Number(request.params.id);
      const attributeId = Number(request.params.attributeId);
      const attributes = await workbench.listOrderAttributes(app.db);
      const attribute = attributes.find((candidate) => candidate.id === attributeId);
      if (!attribute) throw notFound(messages.attributeNotFound);
      if (typeof request.body.value !== attribute.type) {
        throw badRequest(messages.checkInput, [{ field: 'value', message: messages.invalid }]);
      }
      if (!(await setOrderAttribute(app.db, id, attributeId, request.body.value))) {
        throw notFound(messages.orderNotFound(id));
      }
      await announceOrder(app, id, 'activeitem');
      return (await loadOrderView(app.db, id, app.config.managementUrl))!;
    },
  );
};
