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
import { addLogEntry, findInternalLog } from '../db/orders.ts';
import { inTransaction } from './operations/in-transaction.ts';
import { toListItem } from './mapper.ts';
import { toOrderView } from './order-view.ts';

const checkCart = compileBodySchema(CartDraft);
const VAT_RATE = 0.09; // flowers and plants
const round = (amount: number) => Math.round(amount * 100) / 100;

const invalidCart = (errors: { field: string; message: string }[]) => new InvalidInput(messages.invalidCart, errors);

/**
 * Turns a cart (JSON text: a webshop's, or the phone-order form's) into a new unprocessed order; InvalidInput when it
 * is no cart. Its internal note becomes the first log entry, by `userName`, in the same transaction. Answers the
 * order as the detail page shows it and its change: the new list row, from no list (`was` null).
 */
export async function createOrderFromCart(
  db: Db, cartText: string, managementUrl: string, userName: string,
): Promise<{ order: Order; change: OrderChange }> {
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
  return inTransaction(db, async (client) => {
    const row = await insertNewOrder(client, {
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
      is_paid: draft.isPaid ?? false,
      is_mourning: draft.isMourning ?? false,
      delivery_part: draft.deliveryPart ?? null,
    });
    const note = draft.internalNote?.trim();
    if (note) await addLogEntry(client, row.id, userName, note);
    const internalLog = note ? await findInternalLog(client, row.id) : [];
    return {
      order: toOrderView({ row, internalLog, attachments: [], mailUnknown: {}, handoffs: [] }, managementUrl),
      change: { orderId: row.id, version: row.version, listItem: toListItem(row), was: null },
    };
  });
}
