// What an import into the relay's system sends (issue 24). EuroFlorist publishes no API description we could use:
// this plain JSON shape is ours and unconfirmed (README). Everything comes from the relay form as the relay gets it
// (completeRelayValues), so the import and the coded mail say the same; the card or ribbon says which it is.
import { cardContent, type CardKind } from '../../shared/domain/card-content.ts';
import { parseDutchDate } from '../../shared/domain/format.ts';
import type { RelayCode, RelayValues } from '../../shared/domain/relay-form.ts';
import type { ImportRequest } from './adapter.ts';

export interface ImportBody {
  reference: string;
  memberCode: string;
  orderNumber: string;
  /** ISO dates (YYYY-MM-DD). */
  orderDate: string;
  deliveryDate: string;
  urgent: boolean;
  recipient: {
    name: string; name2: string; address: string; address2: string; zipcode: string; city: string; countryCode: string; phone: string;
  };
  products: string[];
  card: { kind: CardKind; lines: string[] };
  remarks: string[];
  imageLines: string[];
  executingFlorist: string;
  amounts: { flowers: string; orderCosts: string; deliveryCosts: string; total: string; currency: string };
}

/** The import's fields by the relay code they come from: a refusal that names one lands on the form's field. */
export const IMPORT_FIELD_CODES: Readonly<Record<string, RelayCode>> = {
  orderDate: '05',
  deliveryDate: '06',
  'recipient.name': '21',
  'recipient.name2': '22',
  'recipient.address': '23',
  'recipient.address2': '24',
  'recipient.zipcode': '31',
  'recipient.city': '32',
  'recipient.countryCode': '34',
  'recipient.phone': '35',
  executingFlorist: '39',
  products: '41',
  'card.lines': '51',
  remarks: '61',
  imageLines: '64',
  'amounts.flowers': '12',
};

const filled = (values: RelayValues, codes: RelayCode[]) => codes.map((code) => values[code]).filter((line) => line !== '');
const isoDate = (text: string) => parseDutchDate(text) ?? text;

export function importBody({ order, values, reference }: ImportRequest, memberCode: string): ImportBody {
  return {
    reference,
    memberCode,
    orderNumber: order.orderNumber,
    orderDate: isoDate(values['05']),
    deliveryDate: isoDate(values['06']),
    urgent: values['07'] === 'J',
    recipient: {
      name: values['21'], name2: values['22'], address: values['23'], address2: values['24'], zipcode: values['31'],
      city: values['32'], countryCode: values['34'].toUpperCase(), phone: values['35'],
    },
    products: filled(values, ['41', '42', '43', '44']),
    card: { kind: cardContent(order.card)?.kind ?? 'card', lines: filled(values, ['51', '52', '53', '54', '55']) },
    remarks: filled(values, ['61', '62', '63']),
    imageLines: filled(values, ['64', '65', '66']),
    executingFlorist: values['39'],
    amounts: { flowers: values['12'], orderCosts: values['13'], deliveryCosts: values['14'], total: values['15'], currency: values['16'] },
  };
}
