// What Trunkrs is told about a parcel (integrations.md: POST /shipments { parcels[], featureCodes, timeSlotId,
// service, sender, recipient }): the form's recipient and parcels, our claim's reference as the orderReference by
// which it is found again, and Trunkrs's own field names mapped back to the form's for its refusals.
import type { TrunkrsValues } from './schema.ts';

export const TRUNKRS = 'Trunkrs';

/** Where Trunkrs collects our parcels: the shop, as registered with Trunkrs. */
const SHOP = {
  companyName: 'Werkplaats Bloemen',
  name: 'Werkplaats Bloemen',
  emailAddress: 'werkplaats@localhost',
  phoneNumber: '0201234567',
  address: 'Bloemgracht 12',
  postalCode: '1015TK',
  city: 'Amsterdam',
  country: 'NL',
};

export const compactPostcode = (zipcode: string) => zipcode.replace(/\s+/g, '').toUpperCase();

export const trackingUrl = (trunkrsNr: string, zipcode: string) => `https://parcel.trunkrs.nl/${trunkrsNr}/${compactPostcode(zipcode)}`;

export function shipmentRequest(values: TrunkrsValues, reference: string) {
  return {
    orderReference: reference,
    sender: SHOP,
    recipient: {
      ...(values.companyName ? { companyName: values.companyName } : {}),
      name: values.name,
      address: `${values.street} ${values.houseNumber}`,
      postalCode: compactPostcode(values.zipcode),
      city: values.city,
      country: values.countryCode,
      ...(values.phone ? { phoneNumber: values.phone } : {}),
      ...(values.email ? { emailAddress: values.email } : {}),
      ...(values.remark ? { additionalRemarks: values.remark } : {}),
    },
    parcels: Array.from({ length: values.parcels }, (_, index) => ({
      reference: `${values.reference}-${index + 1}`,
      weight: { unit: 'g', value: Math.round(values.weight * 1000) },
    })),
    timeSlotId: values.timeSlotId,
    featureCodes: { noNeighbourDelivery: !values.allowNeighbours },
    service: 'SAME_DAY',
  };
}
export type ShipmentRequest = ReturnType<typeof shipmentRequest>;

/** Trunkrs's field names in its refusals, as the form calls them. */
const FORM_FIELDS: Readonly<Record<string, keyof TrunkrsValues>> = {
  'recipient.name': 'name',
  'recipient.companyName': 'companyName',
  'recipient.address': 'street',
  'recipient.postalCode': 'zipcode',
  'recipient.city': 'city',
  'recipient.country': 'countryCode',
  'recipient.phoneNumber': 'phone',
  'recipient.emailAddress': 'email',
  'recipient.additionalRemarks': 'remark',
  timeSlotId: 'timeSlotId',
  parcels: 'parcels',
  'parcels.weight': 'weight',
  'parcels.weight.value': 'weight',
};

export function formFieldErrors(errors: readonly { field: string; message: string }[]) {
  return errors.flatMap(({ field, message }) => {
    // 'recipient.postalCode', '/recipient/postalCode' or 'parcels[0].weight' alike.
    const path = field.split(/[./[\]]+/).filter((part) => part && !/^\d+$/.test(part)).join('.');
    const name = FORM_FIELDS[path];
    return name ? [{ field: name, message }] : [];
  });
}
