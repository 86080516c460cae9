// The order as a colleague florist receives it (transport.florist.data, spec §3): the form's values trimmed and
// its lines as the order's lines are (numbers, a line total), so the mail, the order and 'view as florist' agree.
import { trimmedCardContent, type CardContent } from '../../shared/domain/card-content.ts';
import { parseFloristPrice, type ColleagueFloristValues, type FloristRecipient } from '../../shared/domain/florist-form.ts';
import type { Order } from '../../shared/schema/order.ts';

export interface FloristOrderData {
  orderItems: Order['orderItems'];
  deliveryDate: string;
  recipient: FloristRecipient;
  card: CardContent;
  description: string;
  comment: string;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Checked values (colleagueFloristErrors found nothing) as the florist gets them; the lines are none of our products. */
export function floristOrderData(values: ColleagueFloristValues): FloristOrderData {
  const recipient = Object.fromEntries(
    Object.entries(values.recipient).map(([key, value]) => [key, value.trim()]),
  ) as unknown as FloristRecipient;
  return {
    orderItems: values.orderItems.map((line) => {
      const pricePerProduct = parseFloristPrice(line.price);
      const price = cents(line.quantity * pricePerProduct);
      return { productId: 0, title: line.title.trim(), quantity: line.quantity, pricePerProduct, price };
    }),
    deliveryDate: values.deliveryDate,
    recipient: { ...recipient, countryCode: recipient.countryCode.toUpperCase() },
    card: trimmedCardContent(values.card),
    description: values.description.trim(),
    comment: values.comment.trim(),
  };
}
