// PostNL (spec §2 send screen, §9 defaults): a sandbox that behaves like PostNL's own, and the live API of its
// published specifications (tests/contracts/specs/postnl). Both share the form (shared/domain/carrier-forms/postnl.ts),
// its defaults and the reading of PostNL's answers (answer.ts).
import { postnlDefaults, postnlSchema } from '../../../shared/domain/carrier-forms/postnl.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierAdapter, CarrierConfig } from '../adapter.ts';
import type { LiveOptions, SandboxOptions } from '../kit.ts';
import type { PostnlAccount } from '../../config.ts';
import { liveParts } from './live.ts';
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

/** Live PostNL needs the shop's own contract and sender (config.ts, PostnlAccount): without them it does not start. */
export function live(options: LiveOptions & { account?: PostnlAccount }): CarrierAdapter {
  if (!options.account) throw new Error('PostNL live heeft de klantgegevens en het afzendadres van de winkel nodig (CARRIER_POSTNL_CUSTOMER_CODE …)');
  return adapter('live', liveParts(options, options.account));
}
