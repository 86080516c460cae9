// The body of Red je Pakketje's POST /shipments (integrations.md: snake_case), built from the order and the form.
import type { RedjepakketjeValues } from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { CarrierRefusal } from '../adapter.ts';

export const CARRIER_NAME = 'Red je Pakketje';

export interface ProductOption {
  option: 'allow_neighbours' | 'perishable';
  value: boolean;
  max_attempts?: number;
}

export interface ShipmentRequest {
  company_name: string;
  name: string;
  street: string;
  house_number: number;
  house_number_extension: string;
  zipcode: string;
  city: string;
  telephone: string;
  email: string;
  /** `{claim reference}-{parcel}`: Red je Pakketje has no idempotency key, so a retry finds the parcel by it. */
  reference: string;
  note: string;
  sender_name: string;
  delivery_date: string;
  sender: { uuid: string };
  product: 'sameday_parcel_standard';
  product_options: ProductOption[];
}

/** '12a' → 12 and 'a'; '7-II' → 7 and 'II'. */
export function splitHouseNumber(streetNumber: string): { number: number; extension: string } {
  const match = /^\s*(\d+)\s*[-/ ]?\s*(.*)$/.exec(streetNumber);
  return match ? { number: Number(match[1]), extension: match[2].trim() } : { number: 0, extension: streetNumber.trim() };
}

/** Red je Pakketje takes one shipment per parcel: parcel n (from 1) of a registration carries this reference. */
export const parcelReference = (reference: string, parcel: number) => `${reference}-${parcel}`;

export function shipmentRequest(order: Order | null, values: RedjepakketjeValues, reference: string, now: Date): ShipmentRequest {
  if (!order) throw new CarrierRefusal(`${CARRIER_NAME} heeft het afleveradres van een order nodig`);
  const { recipient } = order;
  const house = splitHouseNumber(recipient.address.streetNumber);
  return {
    company_name: recipient.companyName ?? '',
    name: recipient.name,
    street: recipient.address.street,
    house_number: house.number,
    house_number_extension: house.extension,
    zipcode: recipient.address.zipcode.replace(/\s+/g, '').toUpperCase(),
    city: recipient.address.city,
    telephone: recipient.phoneNumber ?? '',
    email: recipient.emailAddress ?? '',
    reference,
    note: values.remark,
    sender_name: 'Werkplaats Bloemen',
    // A delivery date already past is sent as it is: the carrier refuses it, with its own words.
    delivery_date: order.deliveryDate || amsterdamToday(now),
    sender: { uuid: values.pickupPointUuid },
    product: 'sameday_parcel_standard',
    product_options: [
      { option: 'allow_neighbours', value: values.allowNeighbours },
      { option: 'perishable', value: values.perishable, max_attempts: values.maxAttempts },
    ],
  };
}

/** Which form field an error of Red je Pakketje's on a body field belongs on (a nested key by its first part). */
export const FORM_FIELD_OF: Readonly<Record<string, keyof RedjepakketjeValues>> = {
  sender: 'pickupPointUuid',
  'sender.uuid': 'pickupPointUuid',
  note: 'remark',
  product_options: 'maxAttempts',
  max_attempts: 'maxAttempts',
};
