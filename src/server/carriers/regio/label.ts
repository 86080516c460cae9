// Own delivery's label: the route and day the driver takes the order on. They are the registration's reference
// ('Route Zuid · do 24-12'), written by routeDay and read back here for the label.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import type { CarrierLabelParts } from '../../print/documents/label.ts';

export const REGIO_NAME = 'Eigen bezorging';

/** 'Route Zuid · do 24-12': what the driver reads on the label, kept as the registration's reference. */
export const routeDay = (route: string, deliveryDate: string) =>
  `Route ${route} · ${DateTime.fromISO(deliveryDate, { zone: TIMEZONE }).setLocale('nl').toFormat('ccc dd-MM')}`;

export function regioLabelParts(reference: string): CarrierLabelParts {
  const match = /^Route (.+) · (.+)$/.exec(reference);
  if (!match) return { carrier: REGIO_NAME, service: reference };
  const [, route, day] = match;
  return { carrier: REGIO_NAME, service: 'Bezorgd door de winkel', sortCode: { title: 'Route', value: route }, details: [{ title: 'Dag', value: day }] };
}
