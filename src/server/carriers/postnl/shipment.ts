// What PostNL is told about a parcel (Shipment.json, POST /shipment/v2_2/label): the shop's contract and sender
// (AddressType 02), the recipient of the order (01), the form's dimensions and remark, and our claim's reference, by
// which the parcel is found again after a crash. Optional fields PostNL would check are left out when empty.
import { DateTime } from 'luxon';
import type { PostnlValues } from '../../../shared/domain/carrier-forms/postnl.ts';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import { amsterdamToday } from '../../../shared/domain/dates.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { PostnlAccount } from '../../config.ts';
import { CarrierRefusal, type RegistrationRequest } from '../adapter.ts';

export const POSTNL = 'PostNL';
/** Standaard pakket binnen Nederland. */
export const PRODUCT_CODE_DELIVERY = '3085';

/** The spec's longest name, company and city (35 characters) and its phone numbers (10 to 17 characters). */
const NAME_LENGTH = 35;
const PHONE_LENGTH = { min: 10, max: 17 };

/** PostNL's Reference: the claim's uuid without its dashes (32 characters). */
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

/** `{ [name]: value }` when the value says something; PostNL checks an empty string like any other. */
const optional = <K extends string>(name: K, value: string | undefined | null) =>
  (value?.trim() ? { [name]: value.trim() } : {}) as Partial<Record<K, string>>;

function houseNumber(streetNumber: string) {
  const { HouseNr, HouseNrExt } = splitHouseNumber(streetNumber);
  return { HouseNr, ...optional('HouseNrExt', HouseNrExt) };
}

/** A phone number as PostNL takes it (digits and a leading +), or nothing when it cannot be one. */
function phoneNumber(phone: string | undefined): string | undefined {
  const compact = phone?.replace(/[\s().-]/g, '') ?? '';
  return compact.length >= PHONE_LENGTH.min && compact.length <= PHONE_LENGTH.max ? compact : undefined;
}

/** The shop as PostNL's Customer, its own codes and the sender address on the label. */
function customerOf(account: PostnlAccount) {
  const { sender } = account;
  return {
    CustomerCode: account.customerCode,
    CustomerNumber: account.customerNumber,
    CollectionLocation: account.collectionLocation,
    Address: {
      AddressType: '02',
      CompanyName: sender.name.slice(0, NAME_LENGTH),
      Street: sender.street,
      ...houseNumber(sender.houseNumber),
      Zipcode: compactPostcode(sender.zipcode),
      City: sender.city.slice(0, NAME_LENGTH),
      Countrycode: sender.countryCode,
    },
  };
}

/** One entry of the label call's Shipments; `reference` is left out when a label is made again for a known barcode. */
export function postnlShipment(order: Order, values: PostnlValues, barcode: string, reference?: string) {
  const { recipient } = order;
  const contact = { ...optional('Email', recipient.emailAddress), ...optional('TelNr', phoneNumber(recipient.phoneNumber)) };
  return {
    Addresses: [
      {
        AddressType: '01',
        ...optional('CompanyName', recipient.companyName?.slice(0, NAME_LENGTH)),
        Name: recipient.name.slice(0, NAME_LENGTH),
        Street: recipient.address.street,
        ...houseNumber(recipient.address.streetNumber),
        Zipcode: compactPostcode(recipient.address.zipcode),
        City: recipient.address.city.slice(0, NAME_LENGTH),
        Countrycode: recipient.address.countryCode,
      },
    ],
    Barcode: barcode,
    ...(Object.keys(contact).length > 0 ? { Contacts: [{ ContactType: '01', ...contact }] } : {}),
    Dimension: values.dimension,
    ProductCodeDelivery: PRODUCT_CODE_DELIVERY,
    ...(reference ? { Reference: postnlReference(reference) } : {}),
    ...optional('CustomerOrderNumber', values.orderNumber),
    // A delivery date already past (an expired delivery sent again) would be refused: PostNL then plans it itself.
    ...(order.deliveryDate > amsterdamToday() ? { DeliveryDate: deliveryDate(order.deliveryDate) } : {}),
    ...optional('Remark', values.remark),
  };
}

/** The whole label call's body (labellingRequest): one shipment, its label as PDF. */
export function labellingRequest(account: PostnlAccount, shipment: ReturnType<typeof postnlShipment>, now: Date) {
  return {
    Customer: customerOf(account),
    Message: {
      MessageID: (shipment.Reference ?? shipment.Barcode).slice(0, 12),
      MessageTimeStamp: postnlTime(DateTime.fromJSDate(now).setZone(TIMEZONE)),
      Printertype: 'GraphicFile|PDF',
    },
    Shipments: [shipment],
  };
}

/** PostNL's 'dd-mm-yyyy hh:mm:ss'. */
const postnlTime = (time: DateTime) => time.toFormat('dd-LL-yyyy HH:mm:ss');

/** The delivery day in PostNL's date-time format; the daytime product has no hour, so the day's start. */
const deliveryDate = (isoDate: string) => postnlTime(DateTime.fromISO(isoDate, { zone: TIMEZONE }));
