// What a carrier's send screen gets from the panel around it (issue 10): the panel loads the carrier's config,
// registers, reports and closes; a screen only shows its fields, checks them and hands over the values.
import type { Carrier } from '../../../shared/domain/constants.ts';
import type { CarrierConfig } from '../../../shared/schema/carriers.ts';
import type { Order } from '../../../shared/schema/order.ts';

export interface SendScreenProps {
  carrier: Carrier;
  /** The order to hand over; null for a standalone parcel (/shipment/{carrier} without an order). */
  order: Order | null;
  config: CarrierConfig;
  /**
   * Registers with these values. Rejects with the client's ApiError (src/client/api/client.ts) when the carrier or
   * the server refuses: `error.errors` are field errors ({ field, message }) to show on the form's fields, and
   * `error.message` goes in the form's red panel 'Er is een fout opgetreden' (spec §8). The panel shows the toasts.
   */
  submit(values: Record<string, unknown>): Promise<void>;
  /** The options depend on these values (spec §2): the panel loads the config again when one of them changes. */
  onOptionsInputChange?(input: { deliveryDate?: string; zipcode?: string; countryCode?: string }): void;
}
