// What the colleague-florist calls answer (spec §3 Florist; §7 GET /workbench/order/{id}/florist and /florist/{id}).
import { Type, type Static } from 'typebox';
import { MultiLine, SingleLine } from './common.ts';

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
    name: SingleLine(100),
    contactPersonName: SingleLine(100),
    emailAddress: SingleLine(100),
    phoneNumber: SingleLine(20),
    accountNumber: SingleLine(34),
    comment: MultiLine(2000),
    address: Type.Object(
      {
        street: SingleLine(100),
        streetNumber: SingleLine(20),
        zipcode: SingleLine(12),
        city: SingleLine(100),
        countryCode: SingleLine(2),
      },
      { additionalProperties: false },
    ),
    active: Type.Boolean(),
    deliveryCities: Type.Array(
      Type.Object(
        {
          city: SingleLine(100),
          price: SingleLine(12),
          startTime: SingleLine(5),
          endTime: SingleLine(5),
        },
        { additionalProperties: false },
      ),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type FloristInput = Static<typeof FloristInput>;
