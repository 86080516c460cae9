// Every carrier's label as the sandbox prints it, read back like the driver and the sorting scanner read it: a
// 10×15 page, the carrier's name large in the header, the sender small, the recipient large, the sort or route code
// in its frame where the carrier has one, the order's number, and a Code 128 that decodes to the registration's
// barcode with white on both sides and its digits clear of the bars. Nothing stands outside the page.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCarrierAdapters } from '../../src/server/carriers/index.ts';
import { loadConfig } from '../../src/server/config.ts';
import { code128Vector } from '../../src/server/print/documents/barcode.ts';
import { mm } from '../../src/server/print/documents/pdf.ts';
import { CARRIERS, type Carrier } from '../../src/shared/domain/constants.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { pageInk } from '../helpers/pdf-ink.ts';
import { pageOneBarcodes, pdfInfo } from '../helpers/pdf-tools.ts';
import { pdfWords, textUnder, type PdfWord } from '../helpers/pdf-words.ts';
import { printOrder, ribbonCard } from '../helpers/print-order.ts';

/** Wednesday 23 December 2026, 09:00 in Amsterdam: the day before the order's delivery, every carrier still open. */
const NOW = new Date('2026-12-23T08:00:00Z');
const PAGE = { width: mm(100), height: mm(150) };
/** The sender block's bottom, and the header band's (label.ts). */
const SENDER_BOTTOM = mm(32);
const BAND_BOTTOM = mm(20);
const SORT_CODE_FRAME = { left: mm(4), right: mm(48) };

const sandboxes = () => createCarrierAdapters(loadConfig({}).carriers, () => NOW);

/** A mourning order with a ribbon and an evening delivery, to an address in Amsterdam Zuid (inside own delivery's routes). */
function amsterdamOrder(recipient: Partial<Order['recipient']> = {}, address: Partial<Order['recipient']['address']> = {}): Order {
  const order = printOrder({ card: ribbonCard('In liefdevolle herinnering', 'Familie de Vries') });
  return { ...order, recipient: { ...order.recipient, ...recipient, address: { ...order.recipient.address, zipcode: '1077 XX', city: 'Amsterdam', ...address } } };
}

/** The order registered with the carrier's sandbox on its send screen's defaults, and its label. */
async function labelOf(carrier: Carrier, order: Order) {
  const adapter = sandboxes()[carrier];
  const { defaults } = await adapter.config(order, {});
  const registration = await adapter.register({ order, values: defaults, reference: `layout-${carrier}-${order.recipient.name}` });
  const barcode = registration.parcels[0].barcode;
  return { barcode, pdf: await adapter.label({ carrierReference: registration.carrierReference, barcode, order }) };
}

const word = (words: readonly PdfWord[], text: string) => {
  const found = words.find((each) => each.text === text);
  if (!found) throw new Error(`'${text}' is not on the label: ${words.map((each) => each.text).join(' ')}`);
  return found;
};

const WEIGHED: readonly Carrier[] = ['postnl', 'dynalogic'];
const EXPECTED: Record<Carrier, { header: string; sortCode: { title: string; value: string } | null }> = {
  postnl: { header: 'PostNL', sortCode: { title: 'SORTEERCODE', value: '1077XX' } },
  dynalogic: { header: 'Dynalogic', sortCode: null },
  zorgeloosbezorgd: { header: 'ZorgeloosBezorgd', sortCode: null },
  redjepakketje: { header: 'Red', sortCode: null },
  reviva: { header: 'Reviva', sortCode: null },
  trunkrs: { header: 'Trunkrs', sortCode: { title: 'ROUTE', value: 'T-107' } },
  regio: { header: 'Eigen', sortCode: { title: 'ROUTE', value: 'Zuid' } },
};

describe.each(CARRIERS)('the %s label', (carrier) => {
  it('is one 10×15 page: carrier in the header, sender small, recipient large, order number, sort code framed where it has one', async () => {
    const { pdf } = await labelOf(carrier, amsterdamOrder());
    expect(await pdfInfo(pdf)).toEqual({ pages: 1, widthMm: 100, heightMm: 150 });
    const words = await pdfWords(pdf);

    const header = word(words, EXPECTED[carrier].header);
    expect(header.y + header.height).toBeLessThanOrEqual(BAND_BOTTOM);
    expect(header.height).toBeGreaterThanOrEqual(20);
    const sender = word(words, 'Werkplaats');
    expect(sender.y).toBeGreaterThan(BAND_BOTTOM);
    expect(sender.y + sender.height).toBeLessThanOrEqual(SENDER_BOTTOM);
    expect(sender.height).toBeLessThan(12);
    const recipient = word(words, 'Anouk');
    expect(recipient.y).toBeGreaterThan(SENDER_BOTTOM);
    expect(recipient.height).toBeGreaterThanOrEqual(2 * sender.height);
    expect(words.map((each) => each.text)).toEqual(expect.arrayContaining(['1077', 'XX', 'Amsterdam', '0612345678', 'ROUW']));
    expect(textUnder(words, 'ORDER')?.text).toBe('WB-1234567');
    expect(textUnder(words, 'LEVERDATUM')?.text).toBe('24-12-2026 · Avond');
    // The send screen's parcel for a mourning piece weighs 5 kg; the carriers whose form asks the weight print it.
    expect(textUnder(words, 'GEWICHT')?.text).toBe(WEIGHED.includes(carrier) ? '5 kg' : undefined);

    const expected = EXPECTED[carrier].sortCode;
    if (expected) {
      const title = word(words, expected.title);
      const value = word(words, expected.value);
      expect(value.y).toBeGreaterThan(title.y);
      expect(value.x).toBeGreaterThanOrEqual(SORT_CODE_FRAME.left);
      expect(value.right).toBeLessThanOrEqual(SORT_CODE_FRAME.right);
      expect(value.height).toBeGreaterThanOrEqual(20);
    } else {
      expect(words.map((each) => each.text)).not.toContain('SORTEERCODE');
      expect(words.map((each) => each.text)).not.toContain('ROUTE');
    }

    for (const each of words) {
      expect(each.x, each.text).toBeGreaterThanOrEqual(0);
      expect(each.right, each.text).toBeLessThanOrEqual(PAGE.width);
      expect(each.y, each.text).toBeGreaterThanOrEqual(0);
      expect(each.y + each.height, each.text).toBeLessThanOrEqual(PAGE.height);
    }
  });

  it("carries the registration's barcode as Code 128 with its quiet zone and its digits under the bars, clear of them", async () => {
    const { barcode, pdf } = await labelOf(carrier, amsterdamOrder());
    expect(await pageOneBarcodes(pdf)).toEqual([barcode]);
    const words = await pdfWords(pdf);
    const digits = word(words, barcode);
    expect(words.every((each) => each.y <= digits.y)).toBe(true);

    const ink = await pageInk(pdf);
    expect(ink.inkIn(0, digits.y - mm(1), PAGE.width, mm(1)), 'a white gap between the bars and their digits').toBe(0);
    const bars = ink.inkColumns(digits.y - mm(20), digits.y - mm(2));
    expect(bars).not.toBeNull();
    const quietZone = (10 * (bars!.right - bars!.left)) / code128Vector(barcode).width;
    expect(bars!.left - mm(4), 'white left of the bars').toBeGreaterThanOrEqual(quietZone * 0.95);
    expect(PAGE.width - mm(4) - bars!.right, 'white right of the bars').toBeGreaterThanOrEqual(quietZone * 0.95);
  });
});

describe('a long name and address', () => {
  it('wraps inside the recipient frame, whole, above the sort code, and the page stays one label', async () => {
    const { pdf } = await labelOf('postnl', amsterdamOrder(
      {
        companyName: 'Uitvaartcentrum De Laatste Eer en Zonen Bloemsierkunst B.V.',
        name: 'Mevrouw Alexandra Wilhelmina van Oldenbarnevelt-Tjarda van Starkenborgh',
      },
      { street: 'Burgemeester van Karnebeek-Hoogstraten de Grootlaan', streetNumber: '1234-bis' },
    ));
    expect(await pdfInfo(pdf)).toMatchObject({ pages: 1 });
    const words = await pdfWords(pdf);
    const texts = words.map((each) => each.text);
    expect(texts).toEqual(expect.arrayContaining(['Oldenbarnevelt-Tjarda', 'Starkenborgh', 'Karnebeek-Hoogstraten', '1234-bis', 'Amsterdam']));
    const sortTitle = word(words, 'SORTEERCODE');
    const recipientWords = words.filter((each) => each.y > SENDER_BOTTOM && each.y < sortTitle.y - mm(3));
    for (const each of recipientWords) {
      expect(each.right, each.text).toBeLessThanOrEqual(mm(96));
      expect(each.y + each.height, each.text).toBeLessThan(sortTitle.y);
    }
    const lines = new Set(recipientWords.map((each) => Math.round(each.y)));
    // Company, name, street, postcode and phone are five lines; the long ones wrap onto more.
    expect(lines.size).toBeGreaterThan(6);
  });
});

describe('an order delivered at any time of day, on a label without a sort code', () => {
  it('sets its number and its date apart, in two columns a driver reads as two', async () => {
    const order = { ...amsterdamOrder(), orderNumber: 'BLB0000003', isEveningDelivery: false };
    const words = await pdfWords((await labelOf('dynalogic', order)).pdf);
    expect(textUnder(words, 'ORDER')?.text).toBe('BLB0000003');
    expect(textUnder(words, 'LEVERDATUM')?.text).toBe('24-12-2026');
  });
});

describe('a parcel of the demo data, registered without a sandbox reference', () => {
  it.each([['regio', 'Zuid'], ['trunkrs', 'T-107']] as const)("%s: the route comes from the order's postcode", async (carrier, route) => {
    const order = amsterdamOrder();
    const pdf = await sandboxes()[carrier].label({ carrierReference: randomUUID(), barcode: `${carrier === 'regio' ? 'REG' : ''}${order.id}`, order });
    const words = await pdfWords(pdf);
    const value = word(words, route);
    expect(value.y).toBeGreaterThan(word(words, 'ROUTE').y);
    expect(value.right).toBeLessThanOrEqual(SORT_CODE_FRAME.right);
    if (carrier === 'regio') expect(textUnder(words, 'DAG')?.text).toBe('do 24-12');
  });
});
