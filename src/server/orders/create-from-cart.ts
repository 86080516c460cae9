import { PAYMENT_METHODS } from '../../shared/domain/constants.ts';
import { messages } from '../../shared/domain/messages.ts';
import { MAX_AMOUNT } from '../../shared/schema/common.ts';
import { CartDraft } from '../../shared/schema/order.ts';
import { badRequest } from '../http-errors.ts';
import { fieldErrors } from '../plugins/errors.ts';
import { compileBodySchema } from '../validation.ts';
import { customerDisplayName } from '../../shared/domain/person-name.ts';
import type { Db } from '../db/database.ts';

const checkCart = compileBodySchema(CartDraft);
const VAT_RATE = 0.09; // flowers and plants
const round = (amount: number) => Math.round(amount * 100) / 100;

/** Turns a webshop cart (JSON text) into a new unprocessed order and returns its id. */
export async function createOrderFromCart(db: Db, cartText: string): Promise<number> {
  let cart: unknown;
  try {
    cart = JSON.parse(cartText);
  } catch {
    throw badRequest(messages.invalidCart, [{ field: 'cart', message: messages.invalid }]);
  }
  if (!checkCart(cart)) {
    const errors = fieldErrors((checkCart.errors ?? []) as Parameters<typeof fieldErrors>[0]).map((error) => ({ ...error, field: `cart.${error.field}` }));
    throw badRequest(messages.invalidCart, errors);
  }
  const draft = cart as CartDraft;
  if (!PAYMENT_METHODS.some((method) => method.id === draft.paymentMethodId)) {
    throw badRequest(messages.invalidCart, [{ field: 'cart.paymentMethodId', message: messages.invalid }]);
  }
  const items = draft.items.map((item) => ({ ...item, price: round(item.quantity * item.pricePerProduct) }));
  const deliveryCosts = draft.deliveryCosts ?? 0;
  const totalIn = round(items.reduce((sum, item) => sum + item.price, 0) + deliveryCosts);
  // Each line is within Money, but a thousand of the dearest would not fit the numeric(10,2) columns.
  if ([...items.map((item) => item.price), totalIn].some((amount) => Math.abs(amount) > MAX_AMOUNT)) {
    throw badRequest(messages.invalidCart, [{ field: 'cart.items', message: messages.amountTooLarge }]);
  }
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO orders (id, order_number, order_date, delivery_date, treatment, payment_method_id, customer_name,
       customer_email, recipient_name, recipient_postcode, delivery_costs, total_ex, total_in, comment, card,
       recipient, customer, items)
     SELECT next.id, 'BLB' || lpad((next.id % 10000000)::text, 7, '0'), now(), $1, 'Nieuw', $2, $3, $4, $5, $6, $7,
       $8, $9, $10, $11, $12, $13, $14
       FROM (SELECT nextval('order_ids') AS id) next
     RETURNING id`,
    [
      draft.deliveryDate,
      draft.paymentMethodId,
      customerDisplayName(draft.customer),
      draft.customer.emailAddress,
      draft.recipient.name,
      draft.recipient.address.zipcode.toUpperCase(),
      deliveryCosts,
      round(totalIn / (1 + VAT_RATE)),
      totalIn,
      draft.comment ?? '',
      JSON.stringify(draft.card ?? null),
      JSON.stringify(draft.recipient),
      JSON.stringify(draft.customer),
      JSON.stringify(items),
    ],
  );
  return rows[0].id;
}
