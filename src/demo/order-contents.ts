// What a demo order holds: its lines, totals and card.
import { RIBBON_CARD_ID } from '../shared/domain/constants.ts';
import type { Card } from '../shared/schema/order.ts';
import {
  BELGIUM_SURCHARGE, BOUQUETS, CARD_IDS, CARD_TEXTS, COMPANIES, EVENING_SURCHARGE, GIFTS, LONG_CARD_TEXTS,
  MOURNING_PIECES, PLANTS, RIBBON_SENDERS, RIBBON_SENTIMENTS, type Occasion, type Product,
} from './dutch.ts';
import { familyName, randomPerson, type Person } from './people.ts';
import type { Random, Weighted } from './random.ts';

const OCCASIONS: Weighted<Occasion> = [
  ['birthday', 35], ['love', 15], ['congratulations', 15], ['getWell', 10], ['thanks', 10], ['sympathy', 5],
];

export interface Line {
  product: Product;
  quantity: number;
}

/** One main piece, sometimes gifts or a second bouquet, and the hidden surcharges; at most four lines. */
export function orderLines(random: Random, isMourning: boolean, isEvening: boolean, isBelgian: boolean): Line[] {
  const main = random.pick(isMourning ? MOURNING_PIECES : random.chance(0.88) ? BOUQUETS : PLANTS);
  const lines: Line[] = [{ product: main, quantity: random.chance(0.04) ? 2 : 1 }];
  const surcharges = [
    ...(isEvening && random.chance(0.6) ? [EVENING_SURCHARGE] : []),
    ...(isBelgian ? [BELGIUM_SURCHARGE] : []),
  ];
  const extras = Math.min(random.weighted<number>([[0, 55], [1, 30], [2, 12], [3, 3]]), 3 - surcharges.length);
  for (let index = 0; index < extras; index++) {
    const product = !isMourning && random.chance(0.1) ? random.pick(BOUQUETS) : random.pick(GIFTS);
    if (lines.some((line) => line.product === product)) continue;
    lines.push({ product, quantity: product.title.startsWith('Ballon') ? random.int(1, 3) : 1 });
  }
  return [...lines, ...surcharges.map((product) => ({ product, quantity: 1 }))];
}

/** Incl. VAT: the lines plus costs. Excl. VAT: each line at its own rate, the costs at the main piece's 9%. */
export function orderTotals(lines: Line[], costCents: number) {
  const inclCents = lines.reduce((sum, { product, quantity }) => sum + quantity * product.cents, 0) + costCents;
  const exclCents = lines.reduce(
    (sum, { product, quantity }) => sum + (quantity * product.cents) / (1 + product.vatPercent / 100),
    costCents / 1.09,
  );
  return { in: inclCents / 100, ex: Math.round(exclCents) / 100 };
}

export function makeCard(random: Random, isMourning: boolean, recipientFirstName: string, sender: Person): Card | null {
  const names = { to: recipientFirstName, from: sender.firstName };
  if (isMourning && random.chance(0.85)) {
    const right = fill(random.pick(RIBBON_SENDERS), {
      familyName: familyName(sender), firstName: sender.firstName, otherFirstName: randomPerson(random).firstName,
      houseNumber: String(random.int(1, 80)), company: random.pick(COMPANIES),
    });
    return { id: RIBBON_CARD_ID, title: 'Rouwlint', text: '', left: random.pick(RIBBON_SENTIMENTS), right };
  }
  if (!isMourning && random.chance(0.1)) return null;
  const template = random.chance(0.02)
    ? random.pick(LONG_CARD_TEXTS)
    : random.pick(CARD_TEXTS[isMourning ? 'sympathy' : random.weighted(OCCASIONS)]);
  return { id: random.pick(CARD_IDS), title: 'Kaartje', text: fill(template, names), left: '', right: '' };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}
