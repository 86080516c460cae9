// How the relay form groups its codes on screen, in the relay's code order.
import type { RelayCode } from '../../../shared/domain/relay-form.ts';

export interface RelayGroup {
  title: string;
  codes: readonly RelayCode[];
  /** Short read-only values: two to a row, so the lines to check come into view sooner. */
  compact?: boolean;
}

export const RELAY_GROUPS: readonly RelayGroup[] = [
  { title: 'Afzender', codes: ['01', '02', '03', '04', '07', '08', '09'], compact: true },
  { title: 'Data', codes: ['05', '06'] },
  { title: 'Bedragen', codes: ['12', '13', '14', '15', '16'] },
  { title: 'Ontvanger', codes: ['21', '22', '23', '24', '31', '32', '34', '35', '39'] },
  { title: 'Product', codes: ['41', '42', '43', '44'] },
  { title: 'Kaarttekst', codes: ['51', '52', '53', '54', '55'] },
  { title: 'Bijzonderheden', codes: ['61', '62', '63'] },
  { title: 'Afbeelding', codes: ['64', '65', '66'] },
];
