// npm run bench:print — what the print documents cost to render: one order sheet, one card, one label, each 200
// times (p50/p95 ms; budget ≤ 50 ms), and 200 order sheets in one batch PDF (pages/s; budget ≥ 200); then, end to
// end, key press → job spooled (P then O in Chromium until the PDF is in the spool folder, p50/p95 over 20 orders).
import { renderCard } from '../../src/server/print/documents/card.ts';
import { postnlLabelParts } from '../../src/server/carriers/postnl/label.ts';
import { renderLabel } from '../../src/server/print/documents/label.ts';
import { renderOrderSheet, renderOrderSheets } from '../../src/server/print/documents/order-sheet.ts';
import { printOrder } from '../helpers/print-order.ts';
import { measureKeyToSpool } from './print-key-to-spool.ts';

const RUNS = 200;
const BUDGET_MS = 50;
const BUDGET_PAGES_PER_SECOND = 200;
const SENDER = { name: 'Bloemenwinkel Het Madeliefje', lines: ['Marktplein 3', '6711 AA Ede'] };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};
const orders = Array.from({ length: RUNS }, (_, index) => printOrder({ id: 1_000_000 + index, orderNumber: `WB-${1_000_000 + index}` }));

async function measure(name: string, render: (index: number) => Promise<Buffer>) {
  for (let i = 0; i < 20; i++) await render(i); // warm-up: font parsing, JIT
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await render(i);
    times.push(performance.now() - started);
  }
  const p95 = percentile(times, 95);
  return { document: name, p50: percentile(times, 50), p95, withinBudget: p95 <= BUDGET_MS };
}

const rows = [
  await measure('orderbon (A4)', (i) => renderOrderSheet(orders[i])),
  await measure('kaart (A6)', (i) => renderCard(orders[i], 'card1')),
  await measure('label (10×15)', (i) => renderLabel({ order: orders[i], sender: SENDER, barcode: '3SDEVC123456789', parts: postnlLabelParts(orders[i]) })),
];
console.table(rows);

await renderOrderSheets(orders.slice(0, 10));
const started = performance.now();
const batch = await renderOrderSheets(orders);
const seconds = (performance.now() - started) / 1000;
const pagesPerSecond = Math.round(RUNS / seconds);
console.log(`batch: ${RUNS} orderbonnen in ${(seconds * 1000).toFixed(0)} ms = ${pagesPerSecond} pagina's/s, ${(batch.length / 1024).toFixed(0)} KiB`
  + ` (budget ≥ ${BUDGET_PAGES_PER_SECOND})`);
console.log(`Node ${process.version}`);

const keyToSpool = await measureKeyToSpool();
console.log(`toets → in de spoolmap (P O, ${keyToSpool.length} orders): p50 ${percentile(keyToSpool, 50)} ms, p95 ${percentile(keyToSpool, 95)} ms`);

if (!rows.every((row) => row.withinBudget) || pagesPerSecond < BUDGET_PAGES_PER_SECOND) {
  console.error('BOVEN BUDGET');
  process.exitCode = 1;
}
