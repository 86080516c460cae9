// Own delivery's label: the route and day the driver takes the order on. They are the registration's reference
// ('Route Zuid · do 24-12'), written by routeDay and read back here; a parcel registered before routes were kept
// (the demo data's) gets the route of its postcode and the order's delivery day.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierLabelParts } from '../../print/documents/label.ts';
import { routeFor } from './routes.ts';

export const REGIO_NAME = 'Eigen bezorging';
const SERVICE = 'Bezorgd door de winkel';

/** 'do 24-12': the driver's day. */
const dayText = (deliveryDate: string) => DateTime.fromISO(deliveryDate, { zone: TIMEZONE }).setLocale('nl').toFormat('ccc dd-MM');

/** 'Route Zuid · do 24-12': what the driver reads on the label, kept as the registration's reference. */
export const routeDay = (route: string, deliveryDate: string) => `Route ${route} · ${dayText(deliveryDate)}`;

export function regioLabelParts(reference: string, order: Order | null): CarrierLabelParts {
  const known = routeAndDay(reference, order);
  if (!known) return { carrier: REGIO_NAME, service: SERVICE };
  return { carrier: REGIO_NAME, service: SERVICE, sortCode: { title: 'Route', value: known.route }, details: [{ title: 'Dag', value: known.day }] };
}

function routeAndDay(reference: string, order: Order | null): { route: string; day: string } | null {
  const match = /^Route (.+) · (.+)$/.exec(reference);
  if (match) return { route: match[1], day: match[2] };
  const route = order && routeFor(order.recipient.address.zipcode);
  return route ? { route: route.name, day: dayText(order.deliveryDate) } : null;
}
