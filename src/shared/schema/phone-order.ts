// The look-ups of the phone-order form (issue 24): customers, addresses and products already known from the orders.
import { Type, type Static } from 'typebox';
import { Customer } from './order.ts';

export const CustomerQuery = Type.Object({ q: Type.String({ maxLength: 100 }) });
/** A customer as their newest order holds them. */
export const KnownCustomer = Type.Object({ ...Customer.properties, lastOrderId: Type.Integer() });
export type KnownCustomer = Static<typeof KnownCustomer>;

export const AddressQuery = Type.Object({
  zipcode: Type.String({ maxLength: 12 }),
  number: Type.String({ maxLength: 20 }),
});
/** The street and city of a postcode as the orders know them; null when no order was ever delivered there. */
export const KnownAddress = Type.Union([
  Type.Object({ street: Type.String(), city: Type.String() }),
  Type.Null(),
]);
export type KnownAddress = Static<typeof KnownAddress>;

export const ProductQuery = Type.Object({ q: Type.String({ maxLength: 100 }) });
/** A product once sold, with the price per product of its newest sale. */
export const KnownProduct = Type.Object({ productId: Type.Integer(), title: Type.String(), pricePerProduct: Type.Number() });
export type KnownProduct = Static<typeof KnownProduct>;
