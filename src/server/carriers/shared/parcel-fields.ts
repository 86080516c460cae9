// What a label says about the parcel itself, where the sandbox knows it from the registration: which of its
// registration's parcels it is ('Colli 2/3') and what it weighs ('Gewicht 2,5 kg').
import type { LabelField } from '../../print/documents/label.ts';
import type { Registration } from '../adapter.ts';

/** The 'Colli' field of the parcel with `barcode` among the sandbox's registrations; none when it is not known. */
export function colliFields(registrations: Iterable<Registration>, barcode: string): LabelField[] {
  for (const { parcels } of registrations) {
    const index = parcels.findIndex((parcel) => parcel.barcode === barcode);
    if (index >= 0) return [{ title: 'Colli', value: `${index + 1}/${parcels.length}` }];
  }
  return [];
}

const kilograms = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** The 'Gewicht' field of a parcel of `weightKg`; none when the form gave no weight. */
export function weightFields(weightKg: number | undefined): LabelField[] {
  return weightKg && weightKg > 0 ? [{ title: 'Gewicht', value: `${kilograms.format(weightKg)} kg` }] : [];
}
