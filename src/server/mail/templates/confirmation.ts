import { formatMoney } from '../../../shared/domain/format.ts';
import { visibleOrderItems } from '../../../shared/domain/order-view.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { mailBody, type OrderMailTemplate } from './order-mail.ts';

function orderLines(order: Order): string {
  const items = visibleOrderItems(order.orderItems).map(
    (item) => `  ${item.quantity} x ${item.title}: ${formatMoney(item.price)}`,
  );
  const costs = [
    order.deliveryCosts ? `  Bezorgkosten: ${formatMoney(order.deliveryCosts)}` : '',
    order.invoiceCosts ? `  Factuurkosten: ${formatMoney(order.invoiceCosts)}` : '',
  ].filter(Boolean);
  return ['Uw bestelling:', ...items, ...costs, `Totaal incl. btw: ${formatMoney(order.totalIn)}`].join('\n');
}

export const confirmationMail: OrderMailTemplate = (order) => ({
  subject: `Orderbevestiging ${order.orderNumber}`,
  text: mailBody(
    order,
    ['Hartelijk dank voor uw bestelling. Hieronder vindt u een overzicht; wij gaan er met zorg mee aan de slag.'],
    [orderLines(order), 'Heeft u vragen of klopt er iets niet? Beantwoord dan deze e-mail.'],
  ),
});
