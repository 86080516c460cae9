// What PostNL is told about a parcel (integrations.md, label call): the recipient of the order, the form's
// dimensions and remark, and our claim's reference, by which the parcel is found again after a crash.
import type { PostnlValues } from '../../../shared/domain/carrier-forms/postnl.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { CarrierRefusal, type RegistrationRequest } from '../adapter.ts';

export const POSTNL = 'PostNL';
/** Standaard pakket binnen Nederland. */
export const PRODUCT_CODE_DELIVERY = '3085';

/** PostNL's Reference holds at most 35 characters: the claim's uuid without its dashes (32). */
export const postnlReference = (reference: string) => reference.replace(/-/g, '').slice(0, 35);

export const compactPostcode = (zipcode: string) => zipcode.replace(/\s+/g, '').toUpperCase();

export function trackingUrl(barcode: string, countryCode: string, zipcode: string): string {
  return `https://jouw.postnl.nl/track-and-trace/${barcode}-${countryCode}-${compactPostcode(zipcode)}`;
}

/** A PostNL parcel goes to an order's recipient: a parcel without an order has no address to go to. */
export function orderOf(request: Pick<RegistrationRequest, 'order'>): Order {
  if (!request.order) throw new CarrierRefusal('PostNL heeft een order met een afleveradres nodig');
  return request.order;
}

/** 'Marktplein 166-a' style house numbers: the number for HouseNr, the rest for HouseNrExt. */
export function splitHouseNumber(streetNumber: string): { HouseNr: string; HouseNrExt: string } {
  const match = /^\s*(\d+)\s*[-/ ]?\s*(.*)$/.exec(streetNumber);
  return match ? { HouseNr: match[1], HouseNrExt: match[2].trim() } : { HouseNr: streetNumber.trim(), HouseNrExt: '' };
}

/** One entry of the label call's Shipments; `reference` is left out when a label is made again for a known barcode. */
export function postnlShipment(order: Order, values: PostnlValues, barcode: string, reference?: string) {
  const { recipient } = order;
  return {
    Addresses: [
      {
        AddressType: '01',
        ...(recipient.companyName ? { CompanyName: recipient.companyName } : {}),
        Name: recipient.name,
        Street: recipient.address.street,
        ...splitHouseNumber(recipient.address.streetNumber),
        Zipcode: compactPostcode(recipient.address.zipcode),
        City: recipient.address.city,
        Countrycode: recipient.address.countryCode,
      },
    ],
    Barcode: barcode,
    Contacts: [
      {
        ContactType: '01',
        ...(recipient.emailAddress ? { Email: recipient.emailAddress } : {}),
        ...(recipient.phoneNumber ? { TelNr: recipient.phoneNumber } : {}),
      },
    ],
    Dimension: values.dimension,
    ProductCodeDelivery: PRODUCT_CODE_DELIVERY,
    ...(reference ? { Reference: postnlReference(reference) } : {}),
    CustomerOrderNumber: values.orderNumber,
    // A delivery date already past (an expired delivery sent again) would be refused: PostNL then plans it itself.
    ...(order.deliveryDate > amsterdamToday() ? { DeliveryDate: dutchDate(order.deliveryDate) } : {}),
    ...(values.remark ? { Remark: values.remark } : {}),
  };
}

/** PostNL writes dates dd-mm-yyyy. */
const dutchDate = (isoDate: string) => isoDate.split('-').reverse().join('-');
