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
  /** A deactivated florist keeps their history but is no longer offered for new orders. */
  active: Type.Boolean(),
});
export type Florist = Static<typeof Florist>;

/** A florist who delivers in the order's recipient city, with that city's price and time window. */
export const FloristMatch = Type.Object({
  ...Florist.properties,
  price: FloristDeliveryCity.properties.price,
  startTime: TimeOfDay,
  endTime: TimeOfDay,
  /** The florist chosen last time for this city: offered first (issue 11, beyond the spec). */
  remembered: Type.Boolean(),
});
export type FloristMatch = Static<typeof FloristMatch>;

/**
 * What an administrator saves for a florist (the florist admin screen): everything but the id and the delivery count.
 * Prices are euros; the rules (src/shared/domain/florist-rules.ts) are checked by the form and the server alike.
 */
export const FloristInput = Type.Object(
  {
    name: Type.String({ maxLength: 100 }),
    contactPersonName: Type.String({ maxLength: 100 }),
    emailAddress: Type.String({ maxLength: 100 }),
    phoneNumber: Type.String({ maxLength: 20 }),
    accountNumber: Type.String({ maxLength: 34 }),
    comment: Type.String({ maxLength: 2000 }),
    address: Type.Object(
      {
        street: Type.String({ maxLength: 100 }),
        streetNumber: Type.String({ maxLength: 20 }),
        zipcode: Type.String({ maxLength: 12 }),
        city: Type.String({ maxLength: 100 }),
        countryCode: Type.String({ maxLength: 2 }),
      },
      { additionalProperties: false },
    ),
    active: Type.Boolean(),
    deliveryCities: Type.Array(
      Type.Object(
        {
          city: Type.String({ maxLength: 100 }),
          price: Type.String({ maxLength: 12 }),
          startTime: Type.String({ maxLength: 5 }),
          endTime: Type.String({ maxLength: 5 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type FloristInput = Static<typeof FloristInput>;
