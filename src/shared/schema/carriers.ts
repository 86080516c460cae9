// What the transport calls take and answer (spec §7 transport calls; the response shapes are ours, published in
// GET /schema/endpoints).
import { Type, type Static } from 'typebox';
import { CARRIERS, type Carrier } from '../domain/constants.ts';
import { TRACKING_STATES, type TrackingState } from '../domain/carriers.ts';
import { Id, IsoDate, SingleLine, UnixSeconds } from './common.ts';
import { Order } from './order.ts';
import { PrintJob } from './print.ts';

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

export const CarrierParams = Type.Object({ carrier: OneOf<Carrier>(CARRIERS) });

/** Options are asked again when the delivery date, postcode or country of the form change (spec §2 generic form). */
export const CarrierConfigQuery = Type.Object({
  orderId: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999_999_999 })),
  deliveryDate: Type.Optional(IsoDate),
  zipcode: Type.Optional(Type.String({ maxLength: 10 })),
  countryCode: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
});

export const CarrierConfig = Type.Object({
  carrier: Type.String(),
  mode: OneOf(['sandbox', 'live'] as const),
  defaults: Type.Record(Type.String(), Type.Unknown()),
  options: Type.Record(Type.String(), Type.Unknown()),
});
export type CarrierConfig = Static<typeof CarrierConfig>;

/** POST …/transport/{carrier}/register: the form's values, the transporter's name and the order (0: a standalone parcel). */
export const RegisterRequest = Type.Object(
  {
    orderId: Type.Integer({ minimum: 0, maximum: 999_999_999_999 }),
    transporter: SingleLine(100),
    values: Type.Record(Type.String(), Type.Unknown()),
    /**
     * 'opnieuw aanmelden': one more parcel for an order that has one with this carrier, replacing the registration
     * the user saw (its generation: 1 for the first). Refused when another registration replaced that one meanwhile.
     */
    again: Type.Optional(Type.Object({ replaces: Type.Integer({ minimum: 1, maximum: 1_000_000 }) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const Parcel = Type.Object({ barcode: Type.String(), trackingUrl: Type.Union([Type.String(), Type.Null()]) });

/** One registration with a carrier: its parcels, where it stands, and whether its label can be printed yet. */
export const Shipment = Type.Object({
  id: Id,
  orderId: Type.Union([Id, Type.Null()]),
  carrier: OneOf<Carrier>(CARRIERS),
  parcels: Type.Array(Parcel),
  state: OneOf<TrackingState>(TRACKING_STATES),
  /** The carrier's own words for the state. */
  stateDetail: Type.String(),
  labelReady: Type.Boolean(),
  createdBy: Type.String(),
  createdAt: UnixSeconds,
});
export type Shipment = Static<typeof Shipment>;

export const RegisterResult = Type.Object({
  shipment: Shipment,
  /** The order as it is now (its transport shows the registration); null for a standalone parcel. */
  order: Type.Union([Order, Type.Null()]),
  /** The label's print job on the location's printer for this carrier; null for '_popup' or no label yet. */
  labelJob: Type.Union([PrintJob, Type.Null()]),
});
export type RegisterResult = Static<typeof RegisterResult>;

export const ShipmentParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,12}$' }) });
export const ShipmentPrintRequest = Type.Object({ printer: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });
