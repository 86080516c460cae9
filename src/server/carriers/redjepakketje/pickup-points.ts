// Where Red je Pakketje's sandbox collects our parcels; a parcel for today must be registered before the pick-up
// point's cut-off time (Amsterdam time, pastCutOff in the shared form rules).
import type { PickupPoint } from '../../../shared/domain/carrier-forms/redjepakketje.ts';

/** The sandbox's pick-up points: the shop's two workshops and the carrier's depot, latest cut-off last. */
export const SANDBOX_PICKUP_POINTS: readonly PickupPoint[] = [
  { uuid: '6f1c2a9e-3b7d-4e21-9a5c-0d8e4b1f7a01', name: 'Werkplaats Amsterdam', street: 'Bloemgracht', house_number: '12', cut_off_time: '14:00' },
  { uuid: '6f1c2a9e-3b7d-4e21-9a5c-0d8e4b1f7a02', name: 'Werkplaats Utrecht', street: 'Oudegracht', house_number: '158', cut_off_time: '13:00' },
  { uuid: '6f1c2a9e-3b7d-4e21-9a5c-0d8e4b1f7a03', name: 'Depot Westpoort', street: 'Kabelweg', house_number: '37', cut_off_time: '16:30' },
];

export const cutOffMessage = (point: PickupPoint) =>
  `Ophaalpunt ${point.name} neemt vandaag geen pakketten meer aan (uiterlijk ${point.cut_off_time} aanmelden)`;
