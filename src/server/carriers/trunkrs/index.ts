// Trunkrs (same-day evening delivery): no send screen of its own, so the generic form is built from its schema;
// its options are the time slots of the chosen delivery date. A sandbox that behaves like Trunkrs, and its API v2.
import type { CarrierAdapter } from '../adapter.ts';
import type { LiveOptions, SandboxOptions } from '../kit.ts';
import { liveParts } from './live.ts';
import { sandboxParts } from './sandbox.ts';
import { trunkrsConfig, trunkrsSchema } from './schema.ts';
import type { TrunkrsTimeSlot } from './time-slots.ts';

/** What differs between the sandbox and the live API. */
export type TrunkrsParts = Pick<CarrierAdapter, 'register' | 'find' | 'label' | 'status'> & {
  timeSlots(country: string): Promise<TrunkrsTimeSlot[]>;
};

function adapter(mode: CarrierAdapter['mode'], { timeSlots, ...parts }: TrunkrsParts, now: () => Date): CarrierAdapter {
  return {
    carrier: 'trunkrs',
    mode,
    async config(order, query) {
      const country = query.countryCode ?? order?.recipient.address.countryCode ?? 'NL';
      return trunkrsConfig(order, query, await timeSlots(country), now());
    },
    schema: () => trunkrsSchema,
    ...parts,
  };
}

export const sandbox = (options: SandboxOptions): CarrierAdapter => adapter('sandbox', sandboxParts(options), options.now);

export const live = (options: LiveOptions): CarrierAdapter => adapter('live', liveParts(options), () => new Date());
