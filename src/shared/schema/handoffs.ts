// What the hand-off calls take and answer (spec §7: POST …/transport/florist/register, …/transport/euroflorist/email
// and /mark; the response shape is ours). The form values are checked by the shared rules (florist-form.ts,
// relay-form.ts) after this shape check.
import { Type, type Static } from 'typebox';
import type { CardKind } from '../domain/card-content.ts';
import { WITHDRAW_REASON_MAX } from '../domain/handoff-withdrawal.ts';
import { HANDOFF_METHODS, HANDOFF_TARGETS, type HandoffMethod, type HandoffTarget } from '../domain/handoffs.ts';
import { RELAY_CODES } from '../domain/relay-form.ts';
import { Id, INT4_MAX, MultiLine, SingleLine as Text, UnixSeconds } from './common.ts';
import { Order } from './order.ts';

const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));
const OrderId = Type.Integer({ minimum: 1, maximum: 999_999_999_999 });

const FloristLine = Type.Object(
  { title: Text(500), quantity: Type.Number(), price: Text(20) },
  { additionalProperties: false },
);

/** The colleague-florist form's values (ColleagueFloristValues); its rules are colleagueFloristErrors(). */
export const ColleagueFloristValues = Type.Object(
  {
    orderNumber: Text(100),
    floristId: Type.Union([Type.Integer({ minimum: 0, maximum: 999_999_999_999 }), Type.Null()]),
    deliveryDate: Text(20),
    orderItems: Type.Array(FloristLine, { maxItems: 100 }),
    recipient: Type.Object(
      {
        name: Text(200), companyName: Text(200), street: Text(200), streetNumber: Text(50), zipcode: Text(20),
        city: Text(200), countryCode: Text(10), phoneNumber: Text(50),
      },
      { additionalProperties: false },
    ),
    card: Type.Object(
      { kind: OneOf<CardKind>(['card', 'ribbon']), text: MultiLine(5000), left: Text(200), right: Text(200) },
      { additionalProperties: false },
    ),
    description: MultiLine(10_000),
    comment: MultiLine(10_000),
  },
  { additionalProperties: false },
);

/** POST …/transport/florist/register: as every register call, the form's values, the transporter's name and the order. */
export const FloristRegisterRequest = Type.Object(
  { orderId: OrderId, transporter: Text(100), values: ColleagueFloristValues },
  { additionalProperties: false },
);
export type FloristRegisterRequest = Static<typeof FloristRegisterRequest>;

/** The relay form's values: one text per code (relay-form.ts); unknown codes are refused. */
export const RelayValuesBody = Type.Object(
  Object.fromEntries(RELAY_CODES.map((code) => [code, Type.Optional(Text(200))])),
  { additionalProperties: false },
);

/** POST …/transport/euroflorist/email. */
export const RelayEmailRequest = Type.Object(
  { orderId: OrderId, transporter: Text(100), values: RelayValuesBody },
  { additionalProperties: false },
);
export type RelayEmailRequest = Static<typeof RelayEmailRequest>;

/** POST …/transport/euroflorist/register: the same form, imported into the relay's own system (issue 24). */
export const RelayRegisterRequest = RelayEmailRequest;
export type RelayRegisterRequest = RelayEmailRequest;

/** POST …/transport/euroflorist/mark: the relay has the order already (by phone or its own site). */
export const RelayMarkRequest = Type.Object({ orderId: OrderId }, { additionalProperties: false });
export type RelayMarkRequest = Static<typeof RelayMarkRequest>;

/** One hand-off of an order: to whom, how, and the reference the florist or relay knows it by. */
export const Handoff = Type.Object({
  id: Id,
  orderId: Id,
  target: OneOf<HandoffTarget>(HANDOFF_TARGETS),
  method: OneOf<HandoffMethod>(HANDOFF_METHODS),
  floristId: Type.Union([Id, Type.Null()]),
  /** The florist's order reference, or the relay's (transport.euroflorist.efid). */
  reference: Type.String(),
  createdBy: Type.String(),
  createdAt: UnixSeconds,
});
export type Handoff = Static<typeof Handoff>;

export const HandoffResult = Type.Object({
  handoff: Handoff,
  /** The order as it is now: its treatment and transport show the hand-off. */
  order: Order,
});
export type HandoffResult = Static<typeof HandoffResult>;

/**
 * POST /workbench/order/{id}/handoff/withdraw: why the hand-off is taken back (withdrawReasonError's rules), and
 * optionally the version the user saw it at.
 */
export const HandoffWithdrawRequest = Type.Object(
  { reason: Text(WITHDRAW_REASON_MAX, { minLength: 1 }), version: Type.Optional(Type.Integer({ minimum: 1, maximum: INT4_MAX })) },
  { additionalProperties: false },
);
export type HandoffWithdrawRequest = Static<typeof HandoffWithdrawRequest>;
