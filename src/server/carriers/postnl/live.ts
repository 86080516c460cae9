// Live PostNL (integrations.md), our key in the `apikey` header:
//   GET  /shipment/v1_1/barcode?CustomerCode&CustomerNumber&Type=3S&Serie=000000000-999999999 → { Barcode }
//   POST /shipment/v2_2/label?confirm=true { Customer, Message, Shipments: [...] }
//        → { MergedLabels, ResponseShipments: [{ Barcode, Errors, Warnings, Labels: [{ Content: base64 PDF }] }] }
//   GET  /shipment/v2/status/barcode/{barcode} and /shipment/v2/status/reference/{reference}?customerCode&customerNumber
//        → { CurrentStatus: { Shipment: [{ Barcode, Reference, Address: [...], Status: { PhaseCode, StatusCode, ... } }] } }
// confirm=true pre-announces the parcel and a pre-announced parcel cannot be cancelled, so the claim's reference
// travels as the shipment's Reference and find(reference) asks the status service by it before any retry.
// The label PDF comes with the registration and is kept for the label call that follows; when this process no
// longer has it, it is made again for the same barcode with confirm=false, which announces nothing.
import { DateTime } from 'luxon';
import { postnlDefaults, type PostnlValues } from '../../../shared/domain/carrier-forms/postnl.ts';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { CarrierRefusal, type Registration } from '../adapter.ts';
import { callCarrier, type LiveOptions } from '../kit.ts';
import type { PostnlParts } from './index.ts';
import { orderOf, POSTNL, postnlReference, postnlShipment, trackingUrl } from './shipment.ts';
import { postnlTrackingState, type PostnlStatus } from './status.ts';

const KEPT_LABELS = 200;

export interface PostnlCustomer {
  CustomerCode: string;
  CustomerNumber: string;
  CollectionLocation: string;
}

/** PostNL's sandbox customer unless the shop's own codes are configured. */
export function postnlCustomerFromEnv(env: NodeJS.ProcessEnv = process.env): PostnlCustomer {
  return {
    CustomerCode: env.CARRIER_POSTNL_CUSTOMER_CODE ?? 'DEVC',
    CustomerNumber: env.CARRIER_POSTNL_CUSTOMER_NUMBER ?? '11223344',
    CollectionLocation: env.CARRIER_POSTNL_COLLECTION_LOCATION ?? '123456',
  };
}

interface LabelResponse {
  ResponseShipments?: {
    Barcode: string;
    Errors?: { Code?: string; Description?: string; ErrorMsg?: string }[];
    Labels?: { Content: string; Labeltype?: string; OutputType?: string }[];
  }[];
}

interface StatusShipment {
  Barcode: string;
  Reference?: string;
  Address?: { AddressType?: string; Zipcode?: string; CountryCode?: string; Countrycode?: string }[];
  Status?: PostnlStatus;
}
interface StatusResponse {
  CurrentStatus?: { Shipment?: StatusShipment | StatusShipment[] };
}

export function liveParts(options: LiveOptions, customer: PostnlCustomer): PostnlParts {
  const headers = { apikey: options.apiKey };
  const call = <T>(method: string, path: string, extra: { body?: unknown; query?: Record<string, string> } = {}) =>
    callCarrier<T>(options, POSTNL, { method, path, headers, ...extra });
  /** Labels of parcels registered by this process, by barcode, until they are printed (the newest few only). */
  const labels = new Map<string, Buffer>();
  const keepLabel = (barcode: string, pdf: Buffer) => {
    labels.set(barcode, pdf);
    if (labels.size > KEPT_LABELS) labels.delete(labels.keys().next().value!);
  };

  async function newBarcode(): Promise<string> {
    const { Barcode } = await call<{ Barcode: string }>('GET', '/shipment/v1_1/barcode', {
      query: { CustomerCode: customer.CustomerCode, CustomerNumber: customer.CustomerNumber, Type: '3S', Serie: '000000000-999999999' },
    });
    return Barcode;
  }

  async function labelCall(order: Order, values: PostnlValues, barcode: string, reference: string | undefined, confirm: boolean) {
    const answer = await call<LabelResponse>('POST', '/shipment/v2_2/label', {
      query: { confirm: String(confirm) },
      body: {
        Customer: customer,
        Message: { MessageID: postnlReference(reference ?? barcode).slice(0, 12), MessageTimeStamp: messageTimeStamp(), Printertype: 'GraphicFile|PDF' },
        Shipments: [postnlShipment(order, values, barcode, reference)],
      },
    });
    const shipment = answer.ResponseShipments?.[0];
    const errors = (shipment?.Errors ?? []).map((error) => error.Description ?? error.ErrorMsg ?? '').filter(Boolean);
    if (errors.length > 0) throw new CarrierRefusal(errors.join('; '));
    const content = shipment?.Labels?.[0]?.Content;
    if (!content) throw new CarrierRefusal('PostNL gaf geen label terug', [], true);
    return Buffer.from(content, 'base64');
  }

  return {
    async register(request) {
      const order = orderOf(request);
      const barcode = await newBarcode();
      keepLabel(barcode, await labelCall(order, request.values as PostnlValues, barcode, request.reference, true));
      const { countryCode, zipcode } = order.recipient.address;
      return { parcels: [{ barcode, trackingUrl: trackingUrl(barcode, countryCode, zipcode) }], carrierReference: barcode, labelReady: true };
    },

    async find(reference) {
      const answer = await call<StatusResponse>('GET', `/shipment/v2/status/reference/${encodeURIComponent(postnlReference(reference))}`, {
        query: { customerCode: customer.CustomerCode, customerNumber: customer.CustomerNumber },
      });
      const [shipment] = shipmentsOf(answer);
      return shipment ? registrationOf(shipment) : null;
    },

    async label({ barcode, order }) {
      const kept = labels.get(barcode);
      if (kept) {
        labels.delete(barcode);
        return kept;
      }
      if (!order) throw new CarrierRefusal('PostNL kan zonder order geen label maken');
      return labelCall(order, postnlDefaults(order), barcode, undefined, false);
    },

    async status({ barcode }) {
      const [shipment] = shipmentsOf(await call<StatusResponse>('GET', `/shipment/v2/status/barcode/${encodeURIComponent(barcode)}`));
      return postnlTrackingState(shipment?.Status ?? {});
    },
  };
}

const shipmentsOf = (answer: StatusResponse): StatusShipment[] => [answer.CurrentStatus?.Shipment ?? []].flat();

function registrationOf(shipment: StatusShipment): Registration {
  const receiver = shipment.Address?.find((address) => address.AddressType === '01');
  const countryCode = receiver?.CountryCode ?? receiver?.Countrycode;
  const url = receiver?.Zipcode && countryCode ? trackingUrl(shipment.Barcode, countryCode, receiver.Zipcode) : null;
  return { parcels: [{ barcode: shipment.Barcode, trackingUrl: url }], carrierReference: shipment.Barcode, labelReady: true };
}

/** PostNL's 'dd-mm-yyyy hh:mm:ss', Amsterdam time. */
const messageTimeStamp = () => DateTime.now().setZone(TIMEZONE).toFormat('dd-LL-yyyy HH:mm:ss');
