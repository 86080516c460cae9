// What the order detail shows, derived from an order: visible lines, the date/time label, and the carriers with
// their registration state and tracking links (spec §2 order detail, §4 carrier button).
import type { Feature } from '../schema/workbench.ts';
import { CARRIER_TITLES, HIDDEN_PRODUCT_IDS, type Carrier } from './constants.ts';

export function visibleOrderItems<Item extends { productId: number }>(items: readonly Item[]): Item[] {
  return items.filter((item) => !HIDDEN_PRODUCT_IDS.includes(item.productId));
}

/** The label of the order's date/time: a church service when delivered to a church, else a funeral. */
export function deliveryMomentLabel(addressType: string | undefined): 'Kerkdienst' | 'Uitvaart' {
  return addressType === 'church' ? 'Kerkdienst' : 'Uitvaart';
}

interface MomentOrder {
  deliveryDateTime: number | null;
  isMourning: boolean;
  recipient: { addressType?: string };
}

/**
 * Whether the order has room for a church service or funeral time: it has one, it is a mourning order, or it goes
 * to a church or funeral home. A birthday bouquet gets no 'Uitvaart: Geen tijd' block.
 */
export function hasDeliveryMoment(order: MomentOrder): boolean {
  const { addressType } = order.recipient;
  return order.deliveryDateTime !== null || order.isMourning || addressType === 'church' || addressType === 'funeral';
}

/** Hand-over targets that are not carriers: they have their own screens, not a carrier row. */
const NON_CARRIER_TARGETS: Readonly<Record<string, string>> = {
  florist: 'Collega bloemist',
  euroflorist: 'EuroFlorist',
};

/** A carrier's name as this location calls it (its transporter feature's display title), else its key. */
export function transporterName(key: string, features: readonly Feature[]): string {
  const feature = features.find((candidate) => candidate.extraAttribute_28088960 === 'transporter' && candidate.title === key);
  return feature?.extraAttribute_28090100 || NON_CARRIER_TARGETS[key] || CARRIER_TITLES[key as Carrier] || key;
}

export interface TrackingLink {
  code: string;
  url: string;
}

export interface CarrierView {
  carrier: string;
  registered: boolean;
  /** The carrier is still making the label (status PROCESSING, spec §4). */
  processing: boolean;
  /** Dutch status text. */
  status: string;
  tracking: TrackingLink[];
}

interface TransportEntry {
  code?: unknown;
  url?: unknown;
  status?: unknown;
  isRegistered?: unknown;
  shipments?: unknown;
}

interface OrderTransport {
  activeTransporter: string | null;
  transport: Readonly<Record<string, unknown>>;
  isRegioPrintedOnly: boolean;
}

const STATUS_TEXTS: Readonly<Record<string, string>> = {
  REGISTERED: 'Aangemeld',
  PROCESSING: 'Wacht op label...',
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function shipmentLinks(shipments: unknown): TrackingLink[] {
  if (typeof shipments !== 'object' || shipments === null) return [];
  return Object.entries(shipments).flatMap(([code, url]) => (typeof url === 'string' && url ? [{ code, url }] : []));
}

function statusText(status: string | null, registered: boolean): string {
  if (status) return STATUS_TEXTS[status] ?? status;
  return registered ? 'Aangemeld' : 'Niet aangemeld';
}

function carrierView(carrier: string, raw: unknown, isRegioPrintedOnly: boolean): CarrierView {
  // A regio order that was only printed was never handed to anyone: it counts as not registered (spec §4).
  if (carrier === 'regio' && isRegioPrintedOnly) {
    return { carrier, registered: false, processing: false, status: 'Alleen geprint, niet aangemeld', tracking: [] };
  }
  const entry: TransportEntry = typeof raw === 'object' && raw !== null ? raw : {};
  const shipments = shipmentLinks(entry.shipments);
  const code = text(entry.code);
  const url = text(entry.url);
  const registered = shipments.length > 0 || code !== null || entry.isRegistered === true;
  const status = text(entry.status);
  return {
    carrier,
    registered,
    processing: status === 'PROCESSING',
    status: statusText(status, registered),
    tracking: shipments.length || !url ? shipments : [{ code: code ?? url, url }],
  };
}

/**
 * One view per carrier on the order: the active transporter first, then the others as the order lists them, then
 * the carriers the location offers (`offered`) that the order has not used yet.
 */
export function orderCarriers(order: OrderTransport, offered: readonly string[] = []): CarrierView[] {
  const keys = new Set<string>();
  if (order.activeTransporter) keys.add(order.activeTransporter);
  for (const key of Object.keys(order.transport)) keys.add(key);
  for (const key of offered) keys.add(key);
  return [...keys]
    .filter((key) => !(key in NON_CARRIER_TARGETS))
    .map((key) => carrierView(key, order.transport[key], order.isRegioPrintedOnly));
}

/** Carrier rows are laid out in 1, 2 or 3 columns (spec §9). */
export function carrierColumns(count: number): 1 | 2 | 3 {
  return count >= 3 ? 3 : count === 2 ? 2 : 1;
}

/** The customer's tracking page: the first tracking link of the order's carriers. */
export function customerTrackingUrl(carriers: readonly CarrierView[]): string | null {
  return carriers.find((carrier) => carrier.tracking.length)?.tracking[0].url ?? null;
}
