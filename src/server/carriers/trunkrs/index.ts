// Trunkrs (same-day evening delivery): no send screen of its own, so the generic form is built from its schema;
// its options are the time slots for the recipient's postcode from the chosen delivery date on. A sandbox that
// answers like Trunkrs, and its Client API 2.0.
import type { CarrierAdapter } from '../adapter.ts';
import type { LiveOptions, SandboxOptions } from '../kit.ts';
import { liveParts } from './live.ts';
import { sandboxParts } from './sandbox.ts';
import { TRUNKRS_POSTCODE, trunkrsConfig, trunkrsSchema } from './schema.ts';
import { compactPostcode } from './shipment.ts';
import type { TimeSlot } from './time-slots.ts';

/** What differs between the sandbox and the live API. */
export type TrunkrsParts = Pick<CarrierAdapter, 'register' | 'find' | 'label' | 'status'> & {
  timeSlots(country: 'NL' | 'BE', postalCode: string): Promise<TimeSlot[]>;
};

const postcode = new RegExp(TRUNKRS_POSTCODE);

function adapter(mode: CarrierAdapter['mode'], { timeSlots, ...parts }: TrunkrsParts, now: () => Date): CarrierAdapter {
  return {
    carrier: 'trunkrs',
    mode,
    async config(order, query) {
      const country = (query.countryCode ?? order?.recipient.address.countryCode) === 'BE' ? 'BE' : 'NL';
      const zipcode = (query.zipcode ?? order?.recipient.address.zipcode ?? '').trim();
      // Trunkrs plans its slots per postcode: until the form has one there is nothing to offer.
      const slots = postcode.test(zipcode) ? await timeSlots(country, compactPostcode(zipcode)) : [];
      return trunkrsConfig(order, query, slots, now());
    },
    schema: () => trunkrsSchema,
    ...parts,
  };
}

export const sandbox = (options: SandboxOptions, env: NodeJS.ProcessEnv = process.env): CarrierAdapter =>
  adapter('sandbox', sandboxParts(options, env), options.now);

export const live = (options: LiveOptions, env: NodeJS.ProcessEnv = process.env): CarrierAdapter =>
  adapter('live', liveParts(options, env), () => new Date());
