// Own delivery's form (the generic schema-driven form, spec §2): the day, the route and a note for the driver.
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierConfig } from '../adapter.ts';
import { REGIO_ROUTES, regioProblem, routeFor } from './routes.ts';

export interface RegioValues {
  orderId: number;
  deliveryDate: string;
  route: string;
  remark?: string;
}

export const regioSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Eigen bezorging',
  type: 'object',
  additionalProperties: false,
  required: ['deliveryDate', 'route'],
  properties: {
    orderId: { type: 'integer', minimum: 0, default: 0, title: 'Order' },
    deliveryDate: { type: 'string', format: 'date', title: 'Bezorgdatum' },
    route: { type: 'string', enum: REGIO_ROUTES.map((route) => route.name), title: 'Route' },
    remark: { type: 'string', maxLength: 100, title: 'Opmerking voor de bezorger' },
  },
} as const;

/**
 * The order's day and the route of its postcode; outside the routes no route, and the problem the send screen shows
 * when it opens (its submit disabled) instead of a refusal after it.
 */
export function regioConfig(order: Order | null, query: { zipcode?: string }): CarrierConfig {
  const zipcode = query.zipcode ?? order?.recipient.address.zipcode ?? '';
  const route = routeFor(zipcode);
  return {
    defaults: { orderId: order?.id ?? 0, deliveryDate: order?.deliveryDate ?? '', route: route?.name ?? '', remark: '' },
    options: { routes: REGIO_ROUTES.map(({ name }) => name), suggestedRoute: route?.name ?? null, problem: regioProblem(order) },
  };
}
