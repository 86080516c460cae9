import { PAYMENT_METHODS } from '../../shared/domain/constants.ts';
import { messages } from '../../shared/domain/messages.ts';
import { customerDisplayName } from '../../shared/domain/person-name.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import { MAX_AMOUNT } from '../../shared/schema/common.ts';
import { CartDraft, type Order } from '../../shared/schema/order.ts';
import { fieldErrors, type SchemaError } from '../field-errors.ts';
import { InvalidInput } from '../invalid-input.ts';
import { compileBodySchema } from '../validation.ts';
import type { Db } from '../db/database.ts';
import { insertNewOrder } from '../db/order-insert.ts';
import { toListItem } from './mapper.ts';
import { toOrderView } from './order-view.ts';

const checkCart = compileBodySchema(CartDraft);
const VAT_RATE = 0.09; // flowers and plants
const round = (amount: number) => Math.round(amount * 100) / 100;

const invalidCart = (errors: { field: string; message: string }[]) => new InvalidInput(messages.invalidCart, errors);

/**
 * Turns a webshop cart (JSON text) into a new unprocessed order; InvalidInput when it is no cart. Answers the order
 * as the detail page shows it and its change: the new list row, from no list (`was` null).
 */
export async function createOrderFromCart(db: Db, cartText: string, managementUrl: string): Promise<{ order: Order; change: OrderChange }> {
  let cart: unknown;
  try {
    cart = JSON.parse(cartText);
  } catch {
    throw invalidCart([{ field: 'cart', message: messages.invalid }]);
  }
  if (!checkCart(cart)) {
    const errors = fieldErrors((checkCart.errors ?? []) as SchemaError[]).map((error) => ({ ...error, field: `cart.${error.field}` }));
    throw invalidCart(errors);
  }
  const draft = cart as CartDraft;
  if (!PAYMENT_METHODS.some((method) => method.id === draft.paymentMethodId)) {
    throw invalidCart([{ field: 'cart.paymentMethodId', message: messages.invalid }]);
  }
  const items = draft.items.map((item) => ({ ...item, price: round(item.quantity * item.pricePerProduct) }));
  const deliveryCosts = draft.deliveryCosts ?? 0;
  const totalIn = round(items.reduce((sum, item) => sum + item.price, 0) + deliveryCosts);
  // Each line is within Money, but a thousand of the dearest would not fit the numeric(10,2) columns.
  if ([...items.map((item) => item.price), totalIn].some((amount) => Math.abs(amount) > MAX_AMOUNT)) {
    throw invalidCart([{ field: 'cart.items', message: messages.amountTooLarge }]);
  }
  const row = await insertNewOrder(db, {
    delivery_date: draft.deliveryDate,
    payment_method_id: draft.paymentMethodId,
    customer_name: customerDisplayName(draft.customer),
    customer_email: draft.customer.emailAddress,
    recipient_name: draft.recipient.name,
    recipient_postcode: draft.recipient.address.zipcode.toUpperCase(),
    delivery_costs: deliveryCosts,
    total_ex: round(totalIn / (1 + VAT_RATE)),
    total_in: totalIn,
    comment: draft.comment ?? '',
    card: draft.card ?? null,
    recipient: draft.recipient,
    customer: draft.customer,
    items,
  });
  return {
    order: toOrderView({ row, internalLog: [], attachments: [], mailUnknown: {}, handoffs: [] }, managementUrl),
    change: { orderId: row.id, version: row.version, listItem: toListItem(row), was: null },
  };
}
