// Who took a processed demo order to its recipient, and the shipment a carrier registered for it.
import type { Carrier } from '../shared/domain/constants.ts';
import type { Address } from '../shared/schema/address.ts';
import type { Order } from '../shared/schema/order.ts';
import { carrierBarcode, uniqueDigits } from '../server/carriers/barcodes.ts';
import type { ShipmentRow } from '../server/db/order-batches.ts';
import type { Random, Weighted } from './random.ts';
import { iso } from './seed-clock.ts';

type OrderItem = Order['orderItems'][number];

const CARRIER_CHOICE: Weighted<Carrier> = [
  ['postnl', 30], ['dynalogic', 14], ['zorgeloosbezorgd', 8], ['redjepakketje', 12], ['trunkrs', 12], ['reviva', 3],
  ['regio', 21],
];
/** Mourning pieces go by courier, at the time of the service. */
const MOURNING_CARRIER_CHOICE: Weighted<Carrier> = [['dynalogic', 50], ['zorgeloosbezorgd', 20], ['regio', 30]];

export interface HandOver {
  activeTransporter: string | null;
  transport: Record<string, unknown>;
  isRegioPrintedOnly: boolean;
  /** The carrier whose label was printed, if any. */
  labelPrinted: Carrier | null;
  shipment: ShipmentRow | null;
}

export const noHandOver: HandOver = {
  activeTransporter: null, transport: {}, isRegioPrintedOnly: false, labelPrinted: null, shipment: null,
};

export interface HandOverContext {
  id: number;
  treatment: string;
  timing: 'past' | 'today' | 'future';
  isMourning: boolean;
  isBelgian: boolean;
  ownDelivery: boolean;
  items: OrderItem[];
  address: Address;
  deliveryDate: string;
  at: number;
  florists: Map<string, number[]>;
}

/** Who takes a processed order to the recipient: a colleague florist, the flower relay, a carrier or nobody yet. */
export function makeHandOver(random: Random, context: HandOverContext): HandOver {
  const { id, treatment } = context;
  if (treatment === 'Collega bloemist') {
    const floristId = random.pick(context.florists.get(context.address.city) ?? [...context.florists.values()].flat());
    const florist = { id: floristId, data: { orderItems: context.items } };
    return { ...noHandOver, activeTransporter: 'florist', transport: { florist } };
  }
  if (treatment === 'Euroflorist') {
    const euroflorist = { efid: `EF${uniqueDigits(id, 6_007)}`, isRegistered: true, status: 'REGISTERED' };
    return { ...noHandOver, activeTransporter: 'euroflorist', transport: { euroflorist } };
  }
  const handedOver = treatment === 'Afgehandeld'
    ? context.ownDelivery
    : random.chance({ past: 0.93, today: 0.6, future: 0.2 }[context.timing]);
  if (!handedOver) return noHandOver;
  const carrier: Carrier = context.ownDelivery ? 'regio'
    : context.isBelgian ? 'postnl'
    : random.weighted(context.isMourning ? MOURNING_CARRIER_CHOICE : CARRIER_CHOICE);
  if (carrier === 'regio' && random.chance(0.3)) {
    return { ...noHandOver, activeTransporter: 'regio', isRegioPrintedOnly: true, labelPrinted: 'regio' };
  }
  const { code, url } = carrierBarcode(carrier, id, context.address);
  const tracking = url ? { shipments: { [code]: url } } : {};
  const registration = { code, url, isRegistered: true, status: 'REGISTERED', ...tracking };
  const shipment: ShipmentRow = {
    order_id: id,
    carrier,
    barcode: code,
    tracking_url: url,
    status: 'registered',
    request: {
      orderId: id, deliveryDate: context.deliveryDate, zipcode: context.address.zipcode,
      countryCode: context.address.countryCode, coli: 1, weight: 3, remark: `Order: ${id}`,
    },
    response: { barcode: code, trackingUrl: url, status: 'REGISTERED' },
    created_at: iso(context.at),
  };
  const transport = { [carrier]: registration };
  return { activeTransporter: carrier, transport, isRegioPrintedOnly: false, labelPrinted: carrier, shipment };
}
