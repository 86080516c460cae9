// The API contract, written once: each route (api-routes.ts) with its schemas. The server registers its routes from
// this table and the permission test loops over it; the client calls the routes, typed by these schemas.
import type { Endpoint } from './endpoint.ts';
import { attachmentEndpoints } from './endpoints/attachments.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { bulkEndpoints } from './endpoints/bulk.ts';
import { carrierEndpoints } from './endpoints/carriers.ts';
import { floristEndpoints } from './endpoints/florists.ts';
import { handoffEndpoints } from './endpoints/handoffs.ts';
import { orderEndpoints } from './endpoints/orders.ts';
import { phoneOrderEndpoints } from './endpoints/phone-order.ts';
import { printingEndpoints } from './endpoints/printing.ts';
import { statsEndpoints } from './endpoints/stats.ts';
import { tagEndpoints } from './endpoints/tags.ts';
import { webhookEndpoints } from './endpoints/webhooks.ts';
import { workbenchEndpoints } from './endpoints/workbench.ts';

export const endpoints = {
  ...authEndpoints, ...workbenchEndpoints, ...orderEndpoints, ...printingEndpoints, ...tagEndpoints, ...carrierEndpoints,
  ...webhookEndpoints, ...floristEndpoints, ...handoffEndpoints, ...attachmentEndpoints, ...statsEndpoints,
  ...bulkEndpoints,
  ...phoneOrderEndpoints,
};
export type EndpointName = keyof typeof endpoints;

export const endpointList: readonly Endpoint[] = Object.values(endpoints);
