// Live PostNL (tests/contracts/specs/postnl: Barcode, Shipment, ShippingStatus), our key in the `apikey` header:
//   GET  /shipment/v1_1/barcode?CustomerCode&CustomerNumber&Type=3S → { Barcode }
//   POST /shipment/v2_2/label?confirm=true labellingRequest → { MergedLabels, ResponseShipments: [{ Barcode, Errors,
//        Warnings, Labels: [{ Content: base64 PDF }] }] }
//   GET  /shipment/v2/status/barcode/{barcode} and /shipment/v2/status/reference/{referenceId}?customerCode&customerNumber
//        → { CurrentStatus: { Shipment: [{ Barcode, Reference, Address: [...], Status: { PhaseCode, StatusCode, ... } }] } }
// confirm=true pre-announces the parcel, and a pre-announced parcel cannot be cancelled. So the barcode is reserved
// and recorded on the claim before the label call: a retry after a lost answer asks the status service by that
// barcode (claims from before the reservation: by our Reference), and when PostNL does not know it yet, announces the
// same barcode again — the same parcel, never a second one.
// The label PDF comes with the registration and is kept for the label call that follows; when this process no
// longer has it, it is made again for the same barcode with confirm=false, which announces nothing.
import { postnlDefaults, type PostnlValues } from '../../../shared/domain/carrier-forms/postnl.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { PostnlAccount } from '../../config.ts';
import { CarrierRefusal } from '../adapter.ts';
import { callCarrier, type LiveOptions } from '../kit.ts';
import { labelOf, postnlRefusal, registrationFromStatus, registrationOf, stateFromStatus, type PostnlLabelResponse, type PostnlStatusResponse } from './answer.ts';
import type { PostnlParts } from './index.ts';
import { labellingRequest, orderOf, POSTNL, postnlReference, postnlShipment } from './shipment.ts';

const KEPT_LABELS = 200;

export function liveParts(options: LiveOptions, account: PostnlAccount, now: () => Date = () => new Date()): PostnlParts {
  const headers = { apikey: options.apiKey };
  const call = <T>(method: string, path: string, order: Order | null, extra: { body?: unknown; query?: Record<string, string> } = {}) =>
    callCarrier<T>(options, POSTNL, { method, path, headers, ...extra, refusal: (body) => postnlRefusal(body, order) });
  const customerQuery = { customerCode: account.customerCode, customerNumber: account.customerNumber };
  /** Labels of parcels registered by this process, by barcode, until they are printed (the newest few only). */
  const labels = new Map<string, Buffer>();
  const keepLabel = (barcode: string, pdf: Buffer) => {
    labels.set(barcode, pdf);
    if (labels.size > KEPT_LABELS) labels.delete(labels.keys().next().value!);
  };

  async function newBarcode(order: Order): Promise<string> {
    const { Barcode } = await call<{ Barcode?: string }>('GET', '/shipment/v1_1/barcode', order, {
      query: { CustomerCode: account.customerCode, CustomerNumber: account.customerNumber, Type: '3S' },
    });
    if (!Barcode) throw new CarrierRefusal('PostNL gaf geen barcode terug', [], true);
    return Barcode;
  }

  async function labelCall(order: Order, values: PostnlValues, barcode: string, reference: string | undefined, confirm: boolean) {
    const body = labellingRequest(account, postnlShipment(order, values, barcode, reference), now());
    const pdf = labelOf(await call<PostnlLabelResponse>('POST', '/shipment/v2_2/label', order, { query: { confirm: String(confirm) }, body }), order);
    if (!pdf) throw new CarrierRefusal('PostNL gaf geen label terug', [], true);
    return pdf;
  }

  const byBarcode = async (barcode: string) =>
    call<PostnlStatusResponse>('GET', `/shipment/v2/status/barcode/${encodeURIComponent(barcode)}`, null);

  return {
    async register(request) {
      const order = orderOf(request);
      let barcode = request.reserved;
      if (!barcode) {
        barcode = await newBarcode(order);
        await request.reserve?.(barcode);
      }
      keepLabel(barcode, await labelCall(order, request.values as PostnlValues, barcode, request.reference, true));
      const { countryCode, zipcode } = order.recipient.address;
      return registrationOf(barcode, countryCode, zipcode);
    },

    async find(reference, reserved) {
      if (reserved) return registrationFromStatus(await byBarcode(reserved));
      const answer = await call<PostnlStatusResponse>('GET', `/shipment/v2/status/reference/${encodeURIComponent(postnlReference(reference))}`, null, {
        query: customerQuery,
      });
      return registrationFromStatus(answer);
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

    status: async ({ barcode }) => stateFromStatus(await byBarcode(barcode)),
  };
}
