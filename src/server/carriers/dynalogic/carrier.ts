// Dynalogic as a parcel carrier: its form (spec §2, §5, §9), its time slots and where it delivers.
import {
  DYNALOGIC_ORDER_KINDS, dynalogicDefaults, dynalogicJsonSchema, dynalogicRules,
} from '../../../shared/domain/carrier-forms/dynalogic.ts';
import type { ParcelCarrier } from '../shared/parcel-carrier.ts';

export const dynalogicCarrier: ParcelCarrier = {
  carrier: 'dynalogic',
  name: 'Dynalogic',
  service: 'Bezorging op tijdvak',
  rules: dynalogicRules,
  defaults: dynalogicDefaults,
  options: { orderKind: DYNALOGIC_ORDER_KINDS },
  schema: dynalogicJsonSchema,
  // Day, afternoon and evening rounds; a round can be booked until two hours before it leaves.
  plan: {
    slots: [
      { from: '08:00', until: '13:00' },
      { from: '13:00', until: '18:00' },
      { from: '18:00', until: '22:00' },
    ],
    leadMinutes: 120,
  },
  countries: ['NL', 'BE'],
};
