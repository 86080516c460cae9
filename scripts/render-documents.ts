// The pictures of every print document in the README (docs/documents/*.png), drawn again from demo orders by the
// server's own document code: `npx tsx scripts/render-documents.ts`. Needs poppler-utils (pdftoppm).
// The demo orders are generated in an in-memory database for a fixed day with a fixed seed, and every carrier's
// sandbox registers one of them on its send screen's defaults, so the pictures change only when a document does.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { BOUQUETS, GIFTS, PLANTS } from '../src/demo/dutch.ts';
import { seedBaseData } from '../src/demo/base.ts';
import { seedOrders } from '../src/demo/orders.ts';
import { createCarrierAdapters } from '../src/server/carriers/index.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { loadOrderView } from '../src/server/orders/order-view.ts';
import { renderCard } from '../src/server/print/documents/card.ts';
import { renderEfCard } from '../src/server/print/documents/ef-card.ts';
import { renderOrderSheet } from '../src/server/print/documents/order-sheet.ts';
import { CARRIERS, RIBBON_CARD_ID, type Carrier } from '../src/shared/domain/constants.ts';
import type { Order } from '../src/shared/schema/order.ts';

const OUT = new URL('../docs/documents/', import.meta.url).pathname;
const TODAY = '2026-12-21';
/** 09:00 in Amsterdam on TODAY: every carrier still takes parcels for tomorrow. */
const NOW = new Date(`${TODAY}T08:00:00Z`);
const MAX_BYTES = 60_000;
/** What the user picks on a send screen where the order's defaults leave a choice open. */
const CHOSEN_ON_SEND_SCREEN: Partial<Record<Carrier, Record<string, unknown>>> = { dynalogic: { orderKind: 'BOEKDAG' } };
/** Between the pages of one picture. */
const GAP = 12;

const database = await openDatabase({});
try {
  await migrate(database.pool);
  await seedBaseData(database.pool, { passwordHash: async () => 'geen-wachtwoord' });
  await seedOrders(database.pool, { count: 400, seed: 24, today: TODAY });
  const orderWhere = async (condition: string) => {
    const { rows } = await database.pool.query<{ id: number }>(
      `SELECT id FROM orders WHERE deleted_at IS NULL AND delivery_date > $1 AND ${condition} ORDER BY id LIMIT 1`,
      [TODAY],
    );
    if (!rows[0]) throw new Error(`no demo order where ${condition}`);
    return (await loadOrderView(database.pool, rows[0].id, 'https://beheer.example.nl'))!;
  };
  const ribbon = await orderWhere(`card->>'id' = '${RIBBON_CARD_ID}' AND is_mourning`);
  const withCard = `card IS NOT NULL AND card->>'id' <> '${RIBBON_CARD_ID}' AND length(card->>'text') BETWEEN 40 AND 160`;
  const card = await orderWhere(withCard);
  const otherCard = await orderWhere(`${withCard} AND id > ${card.id}`);
  // Inside own delivery's routes (Amsterdam), so that every carrier, own delivery too, takes it.
  const inAmsterdam = await orderWhere(
    `recipient->'address'->>'countryCode' = 'NL' AND left(recipient_postcode, 4) BETWEEN '1070' AND '1085' AND delivery_date = '2026-12-22'`,
  );

  await mkdir(OUT, { recursive: true });
  await picture('order-sheet-ribbon', await renderOrderSheet(ribbon), 50);
  await picture('order-sheet-40-lines', await renderOrderSheet(withForty(card)), 50);
  await picture('card-1', await renderCard(card, 'card1'), 80);
  await picture('card-2', await renderCard(otherCard, 'card2'), 80);
  await picture('ribbon-strips', await renderCard(ribbon, 'card1'), 18);
  await picture('ef-card', await renderEfCard(card.card!.text), 80);

  const adapters = createCarrierAdapters(loadConfig({}).carriers, () => NOW);
  for (const carrier of CARRIERS) {
    const adapter = adapters[carrier];
    const { defaults } = await adapter.config(inAmsterdam, {});
    const values = { ...defaults, ...CHOSEN_ON_SEND_SCREEN[carrier] };
    const registration = await adapter.register({ order: inAmsterdam, values, reference: `readme-${carrier}` });
    const barcode = registration.parcels[0].barcode;
    await picture(`label-${carrier}`, await adapter.label({ carrierReference: registration.carrierReference, barcode, order: inAmsterdam }), 72);
  }
} finally {
  await database.close();
}

/** The order with 40 product lines: a large wedding or company order, to show how the sheet runs onto a second page. */
function withForty(order: Order): Order {
  const catalogue = [...BOUQUETS, ...PLANTS, ...GIFTS];
  const orderItems = Array.from({ length: 40 }, (_, index) => {
    const product = catalogue[index % catalogue.length];
    const quantity = 1 + (index % 3);
    return { productId: product.id, title: product.title, quantity, pricePerProduct: product.cents / 100, price: (quantity * product.cents) / 100 };
  });
  return { ...order, orderItems };
}

/** docs/documents/{name}.png: every page of the PDF at `dpi`, side by side, in few grey levels. */
async function picture(name: string, pdf: Buffer, dpi: number) {
  const dir = await mkdtemp(join(tmpdir(), 'werkplaats-documents-'));
  try {
    await writeFile(join(dir, 'document.pdf'), pdf);
    await promisify(execFile)('pdftoppm', ['-png', '-gray', '-r', String(dpi), join(dir, 'document.pdf'), join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((file) => file.startsWith('page')).sort();
    // A thin frame shows the paper's edge on the README's white page.
    const edge = { top: 1, bottom: 1, left: 1, right: 1, background: '#808080' };
    const images = await Promise.all(pages.map(async (page) => sharp(await readFile(join(dir, page))).extend(edge).png().toBuffer()));
    const png = await sideBySide(images);
    if (png.length > MAX_BYTES) throw new Error(`${name}.png is ${png.length} bytes, more than ${MAX_BYTES}: render it smaller`);
    await writeFile(join(OUT, `${name}.png`), png);
    console.log(`${name}.png ${pages.length} pagina('s), ${Math.round(png.length / 1000)} kB`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}


async function sideBySide(pages: Buffer[]): Promise<Buffer> {
  const sizes = await Promise.all(pages.map((page) => sharp(page).metadata()));
  const width = sizes.reduce((total, size) => total + size.width! + GAP, -GAP);
  const height = Math.max(...sizes.map((size) => size.height!));
  let left = 0;
  const composite = pages.map((input, index) => {
    const placed = { input, left, top: 0 };
    left += sizes[index].width! + GAP;
    return placed;
  });
  return sharp({ create: { width, height, channels: 3, background: '#d0d0d0' } })
    .composite(composite)
    .greyscale()
    .png({ palette: true, colours: 16, compressionLevel: 9 })
    .toBuffer();
}
