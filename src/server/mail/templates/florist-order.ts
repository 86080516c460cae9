// The mail a colleague florist gets with an order to deliver (issue 11): everything to make and bring it, in the
// words of the florist view (spec §2: long Dutch date, card text or ribbon lines wrapped at 50, 'Geen opmerking').
import { cardContentLines, cardContentTitle, NO_CARD_TEXT } from '../../../shared/domain/card-content.ts';
import { cityKey } from '../../../shared/domain/florist-rules.ts';
import { formatLongDate, formatMoney } from '../../../shared/domain/format.ts';
import { wrapText } from '../../../shared/domain/wrap-text.ts';
import type { Florist } from '../../../shared/schema/florists.ts';
import type { FloristOrderData } from '../../handoffs/florist-order-data.ts';
import { indented, type ComposedMail } from './order-mail.ts';

/** Who asks: the shop this workbench belongs to. */
const SENDER = 'Werkplaats';

export interface FloristOrderMail {
  florist: Florist;
  /** The order number as the florist knows it: without the shop's 'BLB' prefix (spec §2). */
  orderNumber: string;
  reference: string;
  data: FloristOrderData;
}

function recipientLines({ recipient }: FloristOrderData): string[] {
  return [
    recipient.name,
    recipient.companyName,
    `${recipient.street} ${recipient.streetNumber}`.trim(),
    `${recipient.zipcode} ${recipient.city}`.trim(),
    recipient.countryCode === 'NL' ? '' : recipient.countryCode,
    recipient.phoneNumber ? `Telefoon: ${recipient.phoneNumber}` : '',
  ].filter(Boolean);
}

function orderLines({ orderItems }: FloristOrderData): string {
  const lines = orderItems.map(
    (item) => `${item.quantity} x ${item.title} à ${formatMoney(item.pricePerProduct)} = ${formatMoney(item.price)}`,
  );
  const total = orderItems.reduce((sum, item) => sum + item.price, 0);
  return ['Bestelling:', indented(lines), `Totaal: ${formatMoney(total)}`].join('\n');
}

/** What this florist charges for the recipient's town and when they deliver there, when they listed it. */
function cityTerms(florist: Florist, city: string): string | null {
  const terms = florist.deliveryCities.find((delivery) => cityKey(delivery.city) === cityKey(city));
  return terms
    ? `Uw bezorgtarief voor ${terms.city}: ${formatMoney(terms.price)}, bezorging tussen ${terms.startTime} en ${terms.endTime} uur.`
    : null;
}

const section = (title: string, text: string) => `${title}:\n${indented(text.split('\n'))}`;

export function floristOrderMail({ florist, orderNumber, reference, data }: FloristOrderMail): ComposedMail {
  const longDate = formatLongDate(data.deliveryDate);
  const cardLines = cardContentLines(data.card);
  const card = cardLines.length > 0 ? section(cardContentTitle(data.card), wrapText(cardLines.join('\n'))) : NO_CARD_TEXT;
  const paragraphs = [
    `Beste ${florist.contactPersonName || florist.name},`,
    `Namens ${SENDER} vragen wij u de onderstaande bestelling te maken en op ${longDate} te bezorgen. `
      + 'Wilt u deze e-mail beantwoorden om de bestelling te bevestigen? Noem daarbij de referentie.',
    [`Referentie: ${reference}`, `Ordernummer: ${orderNumber}`, `Bezorgen op: ${longDate}`, cityTerms(florist, data.recipient.city)]
      .filter(Boolean)
      .join('\n'),
    section('Bezorgadres', recipientLines(data).join('\n')),
    orderLines(data),
    card,
    data.description ? section('Omschrijving', data.description) : '',
    section('Opmerking', data.comment || 'Geen opmerking'),
    `Met vriendelijke groet,\n\n${SENDER}`,
  ];
  return {
    subject: `Bestelling ${orderNumber} voor ${florist.name} – bezorgen op ${longDate}`,
    text: `${paragraphs.filter(Boolean).join('\n\n')}\n`,
  };
}
