import { mailBody, type OrderMailTemplate } from './order-mail.ts';

export const addressErrorMail: OrderMailTemplate = (order) => ({
  subject: `Bezorgadres van uw bestelling ${order.orderNumber} lijkt niet te kloppen`,
  text: mailBody(
    order,
    [
      'Bij het klaarmaken van uw bestelling zagen wij dat het bezorgadres niet lijkt te kloppen. Wij willen voorkomen dat de bloemen op de verkeerde plek aankomen.',
      'Wilt u deze e-mail zo snel mogelijk beantwoorden met het juiste adres (straat, huisnummer, postcode en plaats)? Dan zorgen wij dat uw bestelling op tijd wordt bezorgd.',
    ],
  ),
});
