import { indented, mailBody, postalLines, type OrderMailTemplate } from './order-mail.ts';

/** 'Klant in Beeld': asks the customer to check the contact details we keep and to tell us how it went. */
export const kibMail: OrderMailTemplate = (order) => {
  const { customer } = order;
  const contact = [
    ...postalLines(customer.address),
    customer.phoneNumber && `Telefoon: ${customer.phoneNumber}`,
    `E-mail: ${customer.emailAddress}`,
  ].filter(Boolean);
  return {
    subject: `Klant in Beeld: uw bestelling ${order.orderNumber}`,
    text: mailBody(
      order,
      [
        'Wij willen u graag goed van dienst zijn. Daarom houden wij uw gegevens graag actueel en horen wij graag hoe u uw bestelling heeft ervaren.',
        `Wilt u controleren of uw contactgegevens nog kloppen?\n${indented(contact)}`,
        'Klopt er iets niet, of heeft u een opmerking of tip over uw bestelling? Beantwoord dan deze e-mail; wij lezen elke reactie.',
      ],
    ),
  };
};
