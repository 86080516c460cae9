// ZorgeloosBezorgd as a parcel carrier: its form (spec §2, §5, §9), its time slots and where it delivers.
import {
  zorgeloosBezorgdDefaults, zorgeloosBezorgdJsonSchema, zorgeloosBezorgdRules,
} from '../../../shared/domain/carrier-forms/zorgeloosbezorgd.ts';
import type { ParcelCarrier } from '../shared/parcel-carrier.ts';

export const zorgeloosBezorgdCarrier: ParcelCarrier = {
  carrier: 'zorgeloosbezorgd',
  name: 'ZorgeloosBezorgd',
  service: 'Bezorging op tijdvak',
  rules: zorgeloosBezorgdRules,
  defaults: zorgeloosBezorgdDefaults,
  options: {},
  schema: zorgeloosBezorgdJsonSchema,
  // Morning, afternoon and evening by bike and van in the Netherlands; a slot closes three hours before it starts.
  plan: {
    slots: [
      { from: '09:00', until: '12:00' },
      { from: '12:00', until: '17:00' },
      { from: '17:00', until: '21:00' },
    ],
    leadMinutes: 180,
  },
  countries: ['NL'],
};
