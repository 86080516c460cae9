import type { Order } from '../../../shared/schema/order.ts';
import { mailBody, type ComposedMail } from './order-mail.ts';

/** The photo service's mail (spec §2 photo screen): the bouquet as it leaves the shop, the photos attached. */
export function photoMail(order: Order, photoCount: number): ComposedMail {
  const several = photoCount > 1;
  return {
    subject: `${several ? "Foto's" : 'Foto'} van uw bestelling ${order.orderNumber}`,
    text: mailBody(order, [
      `Uw bestelling is klaar om bezorgd te worden. In de bijlage vindt u ${several ? `${photoCount} foto's` : 'een foto'} van het boeket, zoals wij het met zorg voor u hebben gemaakt.`,
      'Heeft u vragen over uw bestelling? Beantwoord dan deze e-mail.',
    ]),
  };
}
