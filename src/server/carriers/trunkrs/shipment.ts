// What Trunkrs is told about a parcel and what it answers, as its spec (Client API 2.0) has them:
//   POST /shipments { orderReference, recipient: Location, parcel: [Parcel], timeSlotId, featureCodes, service }
//   → 201 { links, data: [Shipment] }: trunkrsNr is the barcode, label.pdf a link to the label.
// No `sender`: without one Trunkrs uses the account's own details, which are the shop's. One mapping from Trunkrs's
// shipment to our registration, for the live API and the sandbox alike.
import type { Registration } from '../adapter.ts';
import type { TrunkrsValues } from './schema.ts';

export const TRUNKRS = 'Trunkrs';

/** Location in Trunkrs's spec: a recipient, sender or merchant. */
export interface TrunkrsLocation {
  name: string;
  companyName?: string;
  emailAddress: string;
  phoneNumber?: string;
  address: string;
  postalCode: string;
  city: string;
  country: 'NL' | 'BE';
  additionalRemarks?: string;
}

export interface TrunkrsState {
  code: string;
  reasonCode?: string;
  timestamp: string;
}

/** Shipment in Trunkrs's spec (the parts we read, and what the sandbox answers). */
export interface TrunkrsShipment {
  trunkrsNr: number;
  orderReference: string;
  label: { pdf: string; zpl: string };
  sender: TrunkrsLocation;
  recipient: TrunkrsLocation;
  parcels: ShipmentRequest['parcel'];
  timeSlot: unknown;
  state: TrunkrsState;
  featureCodes: ShipmentRequest['featureCodes'];
  service: ShipmentRequest['service'];
}

/** The answer of POST /shipments and GET /shipments: always a list. */
export interface TrunkrsShipments {
  links: { self: string; next?: string };
  data: TrunkrsShipment[];
}

export const compactPostcode = (zipcode: string) => zipcode.replace(/\s+/g, '').toUpperCase();

export const trackingUrl = (trunkrsNr: string, zipcode: string) => `https://parcel.trunkrs.nl/${trunkrsNr}/${compactPostcode(zipcode)}`;

/** `email`: the recipient's, or the shop's when the form has none (see recipientEmail in live.ts). */
export function shipmentRequest(values: TrunkrsValues, reference: string, email: string) {
  return {
    orderReference: reference,
    recipient: {
      ...(values.companyName ? { companyName: values.companyName } : {}),
      name: values.name,
      emailAddress: email,
      address: `${values.street} ${values.houseNumber}`,
      postalCode: compactPostcode(values.zipcode),
      city: values.city,
      country: values.countryCode,
      ...(values.phone ? { phoneNumber: values.phone } : {}),
      ...(values.remark ? { additionalRemarks: values.remark } : {}),
    },
    parcel: Array.from({ length: values.parcels }, (_, index) => ({
      reference: `${values.reference}-${index + 1}`,
      weight: { unit: 'g' as const, value: Math.round(values.weight * 1000) },
    })),
    timeSlotId: values.timeSlotId,
    featureCodes: { noNeighbourDelivery: !values.allowNeighbours },
    service: 'SAME_DAY' as const,
  };
}
export type ShipmentRequest = ReturnType<typeof shipmentRequest>;

/** Our registration of the shipment Trunkrs made; its number is also the reference for the label and status calls. */
export function registrationOf(shipment: TrunkrsShipment): Registration {
  const trunkrsNr = String(shipment.trunkrsNr);
  return {
    parcels: [{ barcode: trunkrsNr, trackingUrl: trackingUrl(trunkrsNr, shipment.recipient.postalCode) }],
    carrierReference: trunkrsNr,
    labelReady: true,
  };
}
