// PostNL (spec §2 send screen, §9 defaults): a sandbox that behaves like PostNL's own, and the live API of
// integrations.md. Both share the form (shared/domain/carrier-forms/postnl.ts) and its defaults.
import { postnlDefaults, postnlSchema } from '../../../shared/domain/carrier-forms/postnl.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierAdapter, CarrierConfig } from '../adapter.ts';
import type { LiveOptions, SandboxOptions } from '../kit.ts';
import { liveParts, postnlCustomerFromEnv, type PostnlCustomer } from './live.ts';
import { sandboxParts } from './sandbox.ts';

/** What differs between the sandbox and the live API. */
export type PostnlParts = Pick<CarrierAdapter, 'register' | 'find' | 'label' | 'status'>;

/** A PostNL parcel belongs to an order; without one the form starts empty and registering is refused. */
async function config(order: Order | null): Promise<CarrierConfig> {
  return { defaults: order ? postnlDefaults(order) : {}, options: {} };
}

const adapter = (mode: CarrierAdapter['mode'], parts: PostnlParts): CarrierAdapter => ({
  carrier: 'postnl',
  mode,
  config,
  schema: () => postnlSchema,
  ...parts,
});

export const sandbox = (options: SandboxOptions): CarrierAdapter => adapter('sandbox', sandboxParts(options));

/** The customer codes come from CARRIER_POSTNL_CUSTOMER_CODE / _CUSTOMER_NUMBER (PostNL's sandbox DEVC when unset). */
export const live = (options: LiveOptions, customer: PostnlCustomer = postnlCustomerFromEnv()): CarrierAdapter =>
  adapter('live', liveParts(options, customer));
