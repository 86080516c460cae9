// PostNL's answers read once, for the live API and the sandbox alike (which speaks the same shapes): the label
// call's ResponseShipments, the status service's CurrentStatus, and every error shape of the four specifications —
// label Errors[{Code, Description}] (400, or 200 with Errors per shipment), barcode errors[{ErrorMsg}] and
// fault.faultstring — as a CarrierRefusal in PostNL's own words, on the form field where PostNL names one.
import type { Order } from '../../../shared/schema/order.ts';
import { CarrierRefusal, type Registration } from '../adapter.ts';
import type { CarrierState } from '../shared/state-time.ts';
import { POSTNL, trackingUrl } from './shipment.ts';
import { postnlTrackingState, type PostnlStatus } from './status.ts';

interface PostnlError {
  Code?: string;
  Description?: string;
  Error?: string;
  ErrorMsg?: string;
  ErrorNumber?: string;
}

export interface PostnlLabelResponse {
  ResponseShipments?: { Barcode?: string; Errors?: PostnlError[]; Labels?: { Content?: string }[] }[];
}

export interface PostnlStatusShipment {
  Barcode?: string;
  Reference?: string;
  Address?: { AddressType?: string; Zipcode?: string; CountryCode?: string }[];
  Status?: PostnlStatus;
}

export interface PostnlStatusResponse {
  /** An array in the schema, a single object in PostNL's own example: both are read. */
  CurrentStatus?: { Shipment?: PostnlStatusShipment | PostnlStatusShipment[] };
}

/** The label PostNL made for the one shipment of a label call (null when it sent none), or its refusal. */
export function labelOf(answer: PostnlLabelResponse, order: Order | null): Buffer | null {
  const [shipment] = answer.ResponseShipments ?? [];
  const refusal = postnlRefusal({ Errors: shipment?.Errors }, order);
  if (refusal) throw refusal;
  const content = shipment?.Labels?.find((label) => label.Content)?.Content;
  return content ? Buffer.from(content, 'base64') : null;
}

/** The registration of a parcel PostNL took with `barcode`, for the order's recipient. */
export function registrationOf(barcode: string, countryCode: string | undefined, zipcode: string | undefined): Registration {
  const url = countryCode && zipcode ? trackingUrl(barcode, countryCode, zipcode) : null;
  return { parcels: [{ barcode, trackingUrl: url }], carrierReference: barcode, labelReady: true };
}

const shipmentsOf = (answer: PostnlStatusResponse): PostnlStatusShipment[] => [answer.CurrentStatus?.Shipment ?? []].flat();

/** The registration the status service knows (by barcode or reference); null when it has none ('No shipment found'). */
export function registrationFromStatus(answer: PostnlStatusResponse): Registration | null {
  const shipment = shipmentsOf(answer).find((candidate) => candidate.Barcode);
  if (!shipment?.Barcode) return null;
  const receiver = shipment.Address?.find((address) => address.AddressType === '01');
  return registrationOf(shipment.Barcode, receiver?.CountryCode, receiver?.Zipcode);
}

/** Our state of the parcel the status service answered about. */
export const stateFromStatus = (answer: PostnlStatusResponse): CarrierState => postnlTrackingState(shipmentsOf(answer)[0]?.Status ?? {});

/** Form fields PostNL's descriptions can name, by the words it uses for them. */
const FORM_FIELDS: readonly [RegExp, string][] = [
  [/weight|gewicht/i, 'dimension.Weight'],
  [/length|lengte/i, 'dimension.Length'],
  [/width|breedte/i, 'dimension.Width'],
  [/height|hoogte/i, 'dimension.Height'],
  [/volume/i, 'dimension.Volume'],
  [/remark|opmerking/i, 'remark'],
  [/customer ?order ?number|ordernummer/i, 'orderNumber'],
];
/** The recipient's address (AddressType 01, or an address PostNL does not name); 02 is the shop's own. */
const RECIPIENT_ADDRESS = /address|adres|zipcode|postcode|postal|city|street|house ?n|receiver/i;
const SENDER_ADDRESS = /AddressType 02/i;

/**
 * PostNL's refusal in its own words ('PostNL: <Description>'), from any of its error shapes; null when the body
 * carries no error. An address error names the order's address, so staff see which one PostNL means.
 */
export function postnlRefusal(body: unknown, order: Order | null): CarrierRefusal | null {
  const errors = errorsOf(body);
  if (errors.length === 0) return null;
  const address = order ? `${order.recipient.address.street} ${order.recipient.address.streetNumber}, ${order.recipient.address.zipcode} ${order.recipient.address.city}` : null;
  const texts = errors.map((text) => (address && RECIPIENT_ADDRESS.test(text) && !SENDER_ADDRESS.test(text) ? `${text} (afleveradres: ${address})` : text));
  const fieldErrors = errors.flatMap((text) => {
    const named = FORM_FIELDS.find(([words]) => words.test(text));
    return named ? [{ field: named[1], message: `${POSTNL}: ${text}` }] : [];
  });
  return new CarrierRefusal(`${POSTNL}: ${texts.join('; ')}`, fieldErrors);
}

function errorsOf(body: unknown): string[] {
  if (body === null || typeof body !== 'object') return [];
  const { Errors, errors, fault } = body as { Errors?: PostnlError[]; errors?: PostnlError[]; fault?: { faultstring?: string } };
  const listed = [...(Array.isArray(Errors) ? Errors : []), ...(Array.isArray(errors) ? errors : [])]
    .map((error) => (error.Description ?? error.ErrorMsg ?? error.Error ?? '').trim())
    .filter(Boolean);
  const faultstring = fault?.faultstring?.trim();
  return faultstring ? [...listed, faultstring] : listed;
}
