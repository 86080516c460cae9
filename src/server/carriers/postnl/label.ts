// PostNL's label parts: its product (3085, standard parcel) and the sort code its machines read, postcode and house
// number, the way PostNL sorts a parcel to the delivery round.
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierLabelParts } from '../../print/documents/label.ts';
import { weightFields } from '../shared/parcel-fields.ts';
import { compactPostcode, POSTNL, PRODUCT_CODE_DELIVERY, splitHouseNumber } from './shipment.ts';

/** '6711AB 12': the recipient's postcode and house number. */
export const postnlSortCode = (order: Order) =>
  `${compactPostcode(order.recipient.address.zipcode)} ${splitHouseNumber(order.recipient.address.streetNumber).HouseNr}`.trim();

/** `weightKg`: the parcel's weight as registered, where it is known. */
export function postnlLabelParts(order: Order | null, weightKg?: number): CarrierLabelParts {
  return {
    carrier: POSTNL,
    service: `Standaard pakket · product ${PRODUCT_CODE_DELIVERY}`,
    sortCode: order ? { title: 'Sorteercode', value: postnlSortCode(order) } : undefined,
    details: weightFields(weightKg),
  };
}
