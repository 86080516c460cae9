// Where Red je Pakketje collects our parcels, and its cut-off: a parcel for today must be registered before the
// pick-up point's cut-off time (Amsterdam time).
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import type { PickupPoint } from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';

/** The sandbox's pick-up points: the shop's two workshops and the carrier's depot, latest cut-off last. */
export const SANDBOX_PICKUP_POINTS: readonly PickupPoint[] = [
  { uuid: '6f1c2a9e-3b7d-4e21-9a5c-0d8e4b1f7a01', name: 'Werkplaats Amsterdam', street: 'Bloemgracht', house_number: '12', cut_off_time: '14:00' },
  { uuid: '6f1c2a9e-3b7d-4e21-9a5c-0d8e4b1f7a02', name: 'Werkplaats Utrecht', street: 'Oudegracht', house_number: '158', cut_off_time: '13:00' },
  { uuid: '6f1c2a9e-3b7d-4e21-9a5c-0d8e4b1f7a03', name: 'Depot Westpoort', street: 'Kabelweg', house_number: '37', cut_off_time: '16:30' },
];

/** Whether a parcel delivered on `deliveryDate` can no longer be handed to this pick-up point. */
export function pastCutOff(point: PickupPoint, deliveryDate: string, now: Date): boolean {
  if (deliveryDate !== amsterdamToday(now)) return false;
  return DateTime.fromJSDate(now).setZone(TIMEZONE).toFormat('HH:mm') >= point.cut_off_time;
}

export const cutOffMessage = (point: PickupPoint) =>
  `Ophaalpunt ${point.name} neemt vandaag geen pakketten meer aan (uiterlijk ${point.cut_off_time} aanmelden)`;
