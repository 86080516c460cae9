import { Type, type Static, type TObject } from 'typebox';
import { Address, DeliveryAddress } from './address.ts';
import { IsoDate, Money, UnixSeconds } from './common.ts';

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
});
export type OrderListItem = Static<typeof OrderListItem>;

export const OrderList = Type.Object({
  data: Type.Array(OrderListItem),
  meta: Type.Object({ total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
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
    id: Type.Integer(),
    title: Type.String({ maxLength: 100 }),
    text: Type.String({ maxLength: 2000 }),
    left: Type.String({ maxLength: 60 }),
    right: Type.String({ maxLength: 60 }),
  },
  { additionalProperties: false },
);
export type Card = Static<typeof Card>;

export const Customer = Type.Object(
  {
    companyTitle: Type.String({ maxLength: 100 }),
    name: Type.Object(
      {
        gender: Type.Union([Type.Literal('U'), Type.Literal('M'), Type.Literal('F')]),
        initials: Type.String({ maxLength: 20 }),
        middleName: Type.String({ maxLength: 40 }),
        lastName: Type.String({ minLength: 1, maxLength: 100 }),
      },
      { additionalProperties: false },
    ),
    address: Address,
    phoneNumber: Type.String({ maxLength: 20 }),
    reference: Type.String({ maxLength: 100 }),
    invoiceEmailAddress: Type.String({ maxLength: 100 }),
    emailAddress: Type.String({ maxLength: 100 }),
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
    workbenchMeta: Type.Object({ mailJobs: Timestamps }),
    transport: Type.Record(Type.String(), Type.Unknown()),
    isRegioPrintedOnly: Type.Boolean(),
    ownDelivery: Type.Boolean(),
    hasReminders: Type.Boolean(),
    blackListed: Type.Boolean(),
  },
  { $id: 'Order', title: 'Order' },
);
export type Order = Static<typeof Order>;

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

/** PUT /workbench/order/{id}: the edited blocks plus the version they were read at. Unknown fields are refused. */
export const OrderUpdate = Type.Object(
  {
    id: Type.Optional(Type.Integer()),
    version: Type.Integer({ minimum: 1 }),
    deliveryDate: Type.Optional(IsoDate),
    deliveryDateTime: Type.Optional(Type.Union([UnixSeconds, Type.Null()])),
    treatment: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    card: Type.Optional(Type.Union([Card, Type.Null()])),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    comment: Type.Optional(Type.String({ maxLength: 5000 })),
    recipient: Type.Optional(RecipientPatch),
    customer: Type.Optional(CustomerPatch),
    customerEmail: Type.Optional(Type.String({ maxLength: 100, format: 'email' })),
    invoiceEmail: Type.Optional(Type.String({ maxLength: 100, format: 'email' })),
    deliveryStatus: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
    deliveryStatusNr: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
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
    deliveryDate: IsoDate,
    customer: Customer,
    recipient: DeliveryAddress,
    items: Type.Array(
      Type.Object(
        {
          productId: Type.Integer({ minimum: 1 }),
          title: Type.String({ minLength: 1, maxLength: 200 }),
          quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
          pricePerProduct: Money,
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    card: Type.Optional(Type.Union([Card, Type.Null()])),
    paymentMethodId: Type.Integer({ minimum: 1 }),
    deliveryCosts: Type.Optional(Money),
    comment: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type CartDraft = Static<typeof CartDraft>;
