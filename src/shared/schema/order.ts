import { Type, type Static, type TObject } from 'typebox';
import { Address, DeliveryAddress } from './address.ts';
import { TRACKING_STATES, type TrackingState } from '../domain/carriers.ts';
import { DELIVERY_PARTS, TREATMENTS } from '../domain/constants.ts';
import { FIELD_LIMITS as max, rule } from '../domain/field-rules.ts';
import { HandoffHistoryEntry } from './handoff-history.ts';
import { Id, INT4_MAX, IsoDate, Money, MultiLine, SingleLine, UnixSeconds, UnixSecondsInput } from './common.ts';

export const PaymentMethodRef = Type.Object({ id: Type.Integer(), title: Type.String(), icon: Type.String() });
export const TagRefBody = Type.Object({ id: Type.Integer(), title: Type.String() });

export const OrderListItem = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  orderCount: Type.Integer(),
  deliveryDate: Type.String(),
  orderDate: UnixSeconds,
  customer: Type.String(),
  total: Type.Number(),
  treatment: Type.String(),
  paymentMethod: PaymentMethodRef,
  isPaid: Type.Boolean(),
  tag: Type.Union([TagRefBody, Type.Null()]),
  activeTransporter: Type.Union([Type.String(), Type.Null()]),
  hasReminders: Type.Boolean(),
  unpaidInvoiceIds: Type.Array(Type.Integer()),
  blackListed: Type.Boolean(),
  ownDelivery: Type.Boolean(),
  isMorningDelivery: Type.Boolean(),
  isAfternoonDelivery: Type.Boolean(),
  isEveningDelivery: Type.Boolean(),
  isMourning: Type.Boolean(),
  hasPhotoService: Type.Boolean(),
  /** Where the parcel of the active carrier stands, once its carrier has been asked (issue 10 tracking). */
  trackingState: Type.Union([Type.Unsafe<TrackingState>(Type.Union(TRACKING_STATES.map((state) => Type.Literal(state)))), Type.Null()]),
});
export type OrderListItem = Static<typeof OrderListItem>;

export const OrderList = Type.Object({
  data: Type.Array(OrderListItem),
  meta: Type.Object({
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    /** More than `total` orders match: a search held by several words past the count's bound ('meer dan 1.000'). */
    totalIsLowerBound: Type.Optional(Type.Literal(true)),
  }),
});
export type OrderList = Static<typeof OrderList>;

export const OrderItem = Type.Object({
  productId: Type.Integer(),
  title: Type.String(),
  quantity: Type.Integer(),
  pricePerProduct: Type.Number(),
  price: Type.Number(),
});

export const Card = Type.Object(
  {
    id: Id,
    title: SingleLine(max.cardTitle),
    text: Type.String({ maxLength: max.cardText, ...rule('multiLine', 'cardText') }),
    left: SingleLine(max.ribbonLine),
    right: SingleLine(max.ribbonLine),
  },
  { additionalProperties: false },
);
export type Card = Static<typeof Card>;

export const Customer = Type.Object(
  {
    companyTitle: SingleLine(max.companyTitle),
    name: Type.Object(
      {
        gender: Type.Enum(['U', 'M', 'F']),
        initials: SingleLine(max.initials),
        middleName: SingleLine(max.middleName),
        lastName: Type.String({ minLength: 1, maxLength: max.lastName, ...rule('singleLine', 'required') }),
      },
      { additionalProperties: false },
    ),
    address: Address,
    phoneNumber: SingleLine(max.phoneNumber),
    reference: SingleLine(max.reference),
    invoiceEmailAddress: Type.String({ maxLength: max.emailAddress, ...rule('optionalEmailAddress') }),
    emailAddress: Type.String({ maxLength: max.emailAddress, ...rule('optionalEmailAddress') }),
    anonymous: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type Customer = Static<typeof Customer>;

export const InternalLogEntry = Type.Object({
  id: Type.Integer(),
  createDatetime: UnixSeconds,
  createUserName: Type.String(),
  content: Type.String(),
});

export const AttachmentRef = Type.Object({ id: Type.Integer(), title: Type.String(), fileType: Type.String() });

const Timestamps = Type.Record(Type.String(), UnixSeconds);

export const Order = Type.Object(
  {
    id: Type.Integer(),
    orderNumber: Type.String(),
    version: Type.Integer(),
    orderDate: UnixSeconds,
    deliveryDate: Type.String(),
    deliveryDateTime: Type.Union([UnixSeconds, Type.Null()]),
    treatment: Type.String(),
    activeTransporter: Type.Union([Type.String(), Type.Null()]),
    tag: Type.Union([TagRefBody, Type.Null()]),
    secondChance: Type.Boolean(),
    isMourning: Type.Boolean(),
    isMorningDelivery: Type.Boolean(),
    isAfternoonDelivery: Type.Boolean(),
    isEveningDelivery: Type.Boolean(),
    hasPhotoService: Type.Boolean(),
    description: Type.String(),
    comment: Type.String(),
    imageUrl: Type.Union([Type.String(), Type.Null()]),
    isPaid: Type.Boolean(),
    paymentMethod: PaymentMethodRef,
    deliveryStatus: Type.Union([Type.String(), Type.Null()]),
    deliveryStatusNr: Type.Union([Type.String(), Type.Null()]),
    deliveryCosts: Type.Number(),
    invoiceCosts: Type.Number(),
    totalEx: Type.Number(),
    totalIn: Type.Number(),
    excludeFromGuestbookInvitation: Type.Boolean(),
    attribute_29836110: Type.Boolean(),
    url: Type.String(),
    orderItems: Type.Array(OrderItem),
    attachments: Type.Array(AttachmentRef),
    extraService: Type.Object({ photo: Type.Boolean() }),
    card: Type.Union([Card, Type.Null()]),
    recipient: DeliveryAddress,
    customer: Customer,
    printJobs: Timestamps,
    internalLog: Type.Array(InternalLogEntry),
    workbenchMeta: Type.Object({
      mailJobs: Timestamps,
      /** Per mail type: when a send began whose process stopped before its outcome was recorded (detail view only). */
      mailUnknown: Type.Optional(Timestamps),
    }),
    transport: Type.Record(Type.String(), Type.Unknown()),
    isRegioPrintedOnly: Type.Boolean(),
    ownDelivery: Type.Boolean(),
    hasReminders: Type.Boolean(),
    blackListed: Type.Boolean(),
    /** The hand-offs to colleague florists and the relay, oldest first (detail view only). */
    handoffs: Type.Optional(Type.Array(HandoffHistoryEntry)),
  },
  { $id: 'Order', title: 'Order' },
);
export type Order = Static<typeof Order>;

/**
 * What one write did to one order (issue 23): the answer of the write and, after commit, its socket message. The
 * client applies it with one reducer (src/client/state/apply-change.ts); src/shared/protocol/changes.ts says more.
 */
export const OrderChange = Type.Object({
  orderId: Type.Integer(),
  /** The order's version after the change; a change that leaves it (an internal-log entry) carries it unchanged. */
  version: Type.Integer(),
  /** The parts of the detail view the change rewrote, as the order shows them now. */
  blocks: Type.Optional(Type.Partial(Type.Object(Order.properties))),
  /** Its list row now; null: it left every list (deleted); absent: the row did not change. */
  listItem: Type.Optional(Type.Union([OrderListItem, Type.Null()])),
  /** Where it belonged before, for the folder counts; null: in no list (it was deleted). Sent with `listItem`. */
  was: Type.Optional(Type.Union([Type.Pick(OrderListItem, ['treatment', 'tag', 'deliveryDate', 'activeTransporter']), Type.Null()])),
});
export type OrderChange = Static<typeof OrderChange>;

// A PUT sends what it edits of the recipient or customer: every property is optional, with the field rules of the
// whole object, and what is sent is merged over what is stored (address and name included), so nothing it did not
// send is lost.
const patchOf = <T extends TObject>(schema: T) => Type.Partial(schema, { additionalProperties: false });
export const RecipientPatch = patchOf(Type.Object({ ...DeliveryAddress.properties, address: patchOf(Address) }));
export type RecipientPatch = Static<typeof RecipientPatch>;
export const CustomerPatch = patchOf(
  Type.Object({ ...Customer.properties, name: patchOf(Customer.properties.name), address: patchOf(Address) }),
);
export type CustomerPatch = Static<typeof CustomerPatch>;

// What a client may set; the rules behind `rule` are in src/shared/domain/field-rules.ts, shared with the forms.
const DeliveryDate = Type.String({ ...IsoDate, ...rule('deliveryDate') });
const DeliveryMoment = Type.Integer({ ...UnixSecondsInput, ...rule('deliveryMoment') });
const Treatment = Type.Enum([...TREATMENTS]);
const EmailAddress = Type.String({ maxLength: max.emailAddress, ...rule('emailAddress') });

/** PUT /workbench/order/{id}: the edited blocks plus the version they were read at. Unknown fields are refused. */
export const OrderUpdate = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
    deliveryDate: Type.Optional(DeliveryDate),
    deliveryDateTime: Type.Optional(Type.Union([DeliveryMoment, Type.Null()])),
    treatment: Type.Optional(Treatment),
    card: Type.Optional(Type.Union([Card, Type.Null()])),
    description: Type.Optional(MultiLine(max.description)),
    comment: Type.Optional(MultiLine(max.comment)),
    recipient: Type.Optional(RecipientPatch),
    customer: Type.Optional(CustomerPatch),
    customerEmail: Type.Optional(EmailAddress),
    invoiceEmail: Type.Optional(EmailAddress),
    deliveryStatus: Type.Optional(Type.Union([SingleLine(max.deliveryStatus), Type.Null()])),
    deliveryStatusNr: Type.Optional(Type.Union([SingleLine(max.deliveryStatusNr), Type.Null()])),
  },
  { additionalProperties: false },
);
export type OrderUpdate = Static<typeof OrderUpdate>;
/** The blocks of an order a PUT can change, each checked for conflicts on its own: OrderUpdate's properties. */
export type OrderBlock = Exclude<keyof OrderUpdate, 'id' | 'version'>;

/** POST /workbench/order: a webshop cart (JSON text) to turn into a new order. */
export const CreateOrder = Type.Object({ cart: Type.String({ minLength: 1, maxLength: 100_000 }) }, {
  additionalProperties: false,
});

export const CartDraft = Type.Object(
  {
    deliveryDate: DeliveryDate,
    customer: Customer,
    recipient: DeliveryAddress,
    items: Type.Array(
      Type.Object(
        {
          productId: Id,
          title: SingleLine(200, { minLength: 1 }),
          quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
          pricePerProduct: Money,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    card: Type.Optional(Type.Union([Card, Type.Null()])),
    paymentMethodId: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
    deliveryCosts: Type.Optional(Money),
    comment: Type.Optional(MultiLine(max.comment)),
    // What a phone or counter order (issue 24) also knows; a webshop cart leaves them out.
    isPaid: Type.Optional(Type.Boolean()),
    isMourning: Type.Optional(Type.Boolean()),
    deliveryPart: Type.Optional(Type.Union([Type.Enum([...DELIVERY_PARTS]), Type.Null()])),
    /** Written as the order's first internal-log entry, by the user who created it. */
    internalNote: Type.Optional(MultiLine(max.description)),
  },
  { additionalProperties: false },
);
export type CartDraft = Static<typeof CartDraft>;
