// The flower-relay service's own system (issue 24, spec §7 POST …/transport/euroflorist/register): an order imported
// through its API, beside the coded mail. Like the carriers (carriers/adapter.ts): a sandbox that behaves like the
// relay's import (the default, offline) and a live mode over HTTP; both refuse with CarrierRefusal.
import type { RelayValues } from '../../shared/domain/relay-form.ts';
import type { Order } from '../../shared/schema/order.ts';

export interface ImportRequest {
  order: Order;
  /** The relay form's values as the relay gets them (completeRelayValues): checked, costs and total set. */
  values: RelayValues;
  /** Our reference of the order at the relay (relayReference), reserved on the hand-off's claim: its idempotency key. */
  reference: string;
}

/** The order as the relay holds it after the import. */
export interface ImportedOrder {
  /** The relay's order id (transport.euroflorist.efid). */
  reference: string;
  /** Where the relay's site shows the imported order: the popup opens it. */
  url: string;
}

export interface EuroFloristAdapter {
  mode: 'sandbox' | 'live';
  /**
   * Imports the order, or finds it when an earlier try under the same reference got there (its answer lost, or the
   * server stopped before it recorded it): one import per reference. Throws CarrierRefusal.
   */
  importOrder(request: ImportRequest): Promise<ImportedOrder>;
}
