import { formatMoney } from '../../../shared/domain/format.ts';
import { mailBody, type OrderMailTemplate } from './order-mail.ts';

export const notOnAccountMail: OrderMailTemplate = (order) => ({
  subject: `Betaling van uw bestelling ${order.orderNumber}`,
  text: mailBody(
    order,
    [
      `U heeft als betaalwijze '${order.paymentMethod.title}' gekozen. Helaas is betalen op rekening voor deze bestelling niet mogelijk.`,
      `Wilt u het bedrag van ${formatMoney(order.totalIn)} op een andere manier betalen, bijvoorbeeld met iDEAL of een bankoverschrijving? Beantwoord deze e-mail als u een betaallink wilt ontvangen of vragen heeft. Zodra de betaling binnen is, bezorgen wij uw bestelling.`,
    ],
  ),
});
