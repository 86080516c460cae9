// What an order already has with a carrier, as its send screen shows it when it opens (spec §4 carrier button):
// the barcodes and the 'Track:' links; own delivery's REG barcode has no tracking page, so the barcodes are read
// from the transport entry as well as from the links.
import type { Carrier } from '../../../shared/domain/constants.ts';
import { orderCarriers, type TrackingLink } from '../../../shared/domain/order-view.ts';
import type { Order } from '../../../shared/schema/order.ts';

export const registeredMessages = {
  title: (carrier: string) => `Deze order is al bij ${carrier} aangemeld`,
  barcodes: (count: number) => (count === 1 ? 'Barcode:' : 'Barcodes:'),
} as const;

export interface CarrierRegistration {
  barcodes: string[];
  tracking: readonly TrackingLink[];
  /** Which registration this is: 'opnieuw aanmelden' names it as the one it replaces. */
  generation: number;
}

/** The order's registration with the carrier, or null when it has none (or only printed for own delivery). */
export function registrationWith(order: Order | null, carrier: Carrier): CarrierRegistration | null {
  if (!order) return null;
  const view = orderCarriers(order).find((candidate) => candidate.carrier === carrier);
  if (!view?.registered) return null;
  const entry = order.transport[carrier] as { code?: unknown; generation?: unknown } | undefined;
  const code = typeof entry?.code === 'string' && entry.code ? [entry.code] : [];
  // An entry without a generation is an order's first registration (written before generations were recorded).
  const generation = typeof entry?.generation === 'number' ? entry.generation : 1;
  return { barcodes: [...new Set([...view.tracking.map((link) => link.code), ...code])], tracking: view.tracking, generation };
}
