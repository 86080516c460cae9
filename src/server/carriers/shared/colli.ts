// Which parcel of its registration a label is for: 'Colli 2/3', as carriers that take several parcels print it.
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
