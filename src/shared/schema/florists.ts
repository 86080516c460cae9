// What the colleague-florist calls answer (spec §3 Florist; §7 GET /workbench/order/{id}/florist and /florist/{id}).
import { Type, type Static } from 'typebox';

/** A time of day as the florist's delivery window gives it: 'HH:mm'. */
const TimeOfDay = Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$' });

/** One town a florist delivers in, at this price (euros) between these times. */
export const FloristDeliveryCity = Type.Object({
  city: Type.String(),
  price: Type.Number(),
  startTime: TimeOfDay,
  endTime: TimeOfDay,
});
export type FloristDeliveryCity = Static<typeof FloristDeliveryCity>;

export const FloristAddress = Type.Object({
  street: Type.String(),
  streetNumber: Type.String(),
  zipcode: Type.String(),
  city: Type.String(),
  countryCode: Type.String(),
});
export type FloristAddress = Static<typeof FloristAddress>;

/** A colleague florist (spec §3): who they are, how many orders they delivered for us, and where they deliver. */
export const Florist = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  contactPersonName: Type.String(),
  emailAddress: Type.String(),
  phoneNumber: Type.String(),
  accountNumber: Type.String(),
  comment: Type.String(),
  address: FloristAddress,
  deliveryCount: Type.Integer(),
  deliveryCities: Type.Array(FloristDeliveryCity),
});
export type Florist = Static<typeof Florist>;

/** A florist who delivers in the order's recipient city, with that city's price and time window. */
export const FloristMatch = Type.Object({
  ...Florist.properties,
  price: FloristDeliveryCity.properties.price,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
});
export type FloristMatch = Static<typeof FloristMatch>;
