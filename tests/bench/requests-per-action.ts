// Part of npm run bench:live — what each action of issue 23 costs in HTTP requests with 20 workstations listening:
// the acting one, nine colleagues with the same order open and ten with another order of the list open. Every
// action gets an order of its own, opened afresh on all 20; then the idle minute with a print under way.
import type { Browser, Page } from 'playwright-core';
import { logApiRequests, describeRequests, type RequestLog } from '../e2e/harness/api-requests.ts';
import { fits, pickOrders, type ApiReader, type CandidateOrder } from '../e2e/harness/candidate-orders.ts';
import { logInByApi } from './harness/server.ts';
import { choosePrinter, SLOW_PRINTER_ID } from './harness/slow-printer.ts';
import { openWorkstation } from './harness/workstation.ts';

const WORKSTATIONS = 20;
const SAME_ORDER_OPEN = 10;
/** Long enough for the socket messages, a debounced count refresh and any fetch they cause to have happened. */
const SETTLE_MS = 1500;
const IDLE_MS = 60_000;
const FOLDER = 'Bellen met klant';
const BULK_ORDERS = 3;
const FAILURE_SCREENSHOT = '/tmp/bench-live-failure.png';

export interface ActionCost {
  action: string;
  actingWrites: string[];
  actingReads: string[];
  /** Reads per colleague: the most any one made, and all of them together. */
  othersMaxReads: number;
  othersReads: number;
}

type Act = (page: Page, order: CandidateOrder) => Promise<void>;

const chord = async (page: Page, keys: string) => {
  for (const key of keys.split(' ')) await page.keyboard.press(key);
};
const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

/** What the user does, by keyboard, for each action; a form's opening and its Enter are measured apart. */
const ACTIONS: { fit: (order: CandidateOrder, read: ApiReader) => boolean | Promise<boolean>; steps: [string, Act][] }[] = [
  {
    fit: fits.any,
    steps: [['save (E O, Ctrl+Enter: customer comment)', async (page) => {
      await chord(page, 'e o');
      await page.getByRole('textbox', { name: 'Opmerking klant' }).fill(`Bench opmerking ${Date.now()}`);
      await page.keyboard.press('Control+Enter');
      await toast(page, 'Wijziging opgeslagen');
    }]],
  },
  {
    fit: fits.any,
    steps: [[`move (M, ${FOLDER})`, async (page) => {
      await chord(page, 'm');
      await page.getByPlaceholder('Typ een mapnaam…').fill(FOLDER);
      await page.keyboard.press('Enter');
      await toast(page, /is verplaatst naar/);
    }]],
  },
  {
    fit: fits.processable,
    steps: [['processed (Shift+V)', async (page) => {
      await page.keyboard.press('Shift+V');
      await toast(page, 'Order is verwerkt');
    }]],
  },
  {
    fit: fits.printableCard,
    steps: [['print (P 1: card 1 queued, printed by the worker on the spool printer)', async (page) => {
      await chord(page, 'p 1');
      await toast(page, 'Kaart 1 is in de printer wachtrij');
      await page.getByRole('region', { name: 'Printgeschiedenis' }).getByRole('row').filter({ hasText: 'Kaart 1' })
        .getByRole('cell', { name: 'Geprint', exact: true }).waitFor();
    }]],
  },
  {
    fit: fits.sendableByPostnl,
    steps: [
      ['open the send screen (S P, PostNL sandbox)', async (page) => {
        await chord(page, 's p');
        await page.waitForFunction(() => document.activeElement?.closest('form[aria-label^="Aanmelden bij"]') != null);
      }],
      ["register (Enter on 'Aanmelden bij PostNL', label printed)", async (page, order) => {
        await page.keyboard.press('Enter');
        await toast(page, `Order ${order.orderNumber} is bij PostNL aangemeld`);
      }],
    ],
  },
  {
    fit: fits.confirmationNotSent,
    steps: [['mail (Z B: confirmation)', async (page) => {
      await chord(page, 'z b');
      await toast(page, 'Bevestiging mail is verstuurd');
    }]],
  },
  {
    fit: fits.hasColleagueFlorists,
    steps: [
      ["open 'Naar collega bloemist' (B S)", async (page) => {
        await chord(page, 'b s');
        await page.getByRole('region', { name: 'Naar collega bloemist' }).getByRole('radio').first().waitFor();
      }],
      ['hand-off (Enter on the best florist)', async (page, order) => {
        await page.keyboard.press('Enter');
        await toast(page, `Order ${order.orderNumber} naar collega bloemist`);
      }],
    ],
  },
  {
    fit: fits.any,
    steps: [
      [`select ${BULK_ORDERS} orders (X, Shift+↓ ×${BULK_ORDERS - 1})`, async (page) => {
        await page.keyboard.press('x');
        for (let step = 1; step < BULK_ORDERS; step++) await page.keyboard.press('Shift+ArrowDown');
        await page.getByText(`${BULK_ORDERS} orders geselecteerd`).waitFor();
      }],
      [`bulk start (A M, ${FOLDER}, Enter: the ${BULK_ORDERS} moved)`, async (page) => {
        await chord(page, 'a m');
        await page.getByPlaceholder('Typ een mapnaam…').fill(FOLDER);
        await page.keyboard.press('Enter');
        await toast(page, `${BULK_ORDERS} orders verplaatst`);
      }],
    ],
  },
];

function cost(action: string, acting: RequestLog, others: RequestLog[]): ActionCost {
  const othersReads = others.map((workstation) => workstation.reads().length);
  return {
    action,
    actingWrites: describeRequests(acting.writes()),
    actingReads: describeRequests(acting.reads()),
    othersMaxReads: Math.max(...othersReads),
    othersReads: othersReads.reduce((sum, count) => sum + count, 0),
  };
}

/**
 * Runs every action on its own order, then an idle minute: a card printing on `SLOW_PRINTER_ID` (which must exist on
 * the server and take longer than the minute) while all 20 keep an order open.
 */
export async function measureRequestsPerAction(browser: Browser, base: string): Promise<ActionCost[]> {
  const auth = await logInByApi(base);
  const read: ApiReader = async (path) =>
    (await fetch(`${base}/gateway/api${path}`, { headers: { authorization: `Bearer ${auth.token}` } })).json();
  const { other } = await pickOrders(read, { other: fits.any });
  const used = [other.id];
  const pathOf = (id: number) => `/order/t[unprocessed]/${id}`;

  const workstations: RequestLog[] = [];
  for (let index = 0; index < WORKSTATIONS; index++) workstations.push(logApiRequests(await openWorkstation(browser, base, pathOf(other.id), auth)));
  const [acting, ...others] = workstations;

  /** The acting workstation and nine colleagues show `order`, ten colleagues `other`; counting starts when all settled. */
  async function openEverywhere(order: CandidateOrder) {
    // One after the other: twenty page loads at once starve a two-core machine.
    for (const [index, { page }] of workstations.entries()) {
      const shown = index < SAME_ORDER_OPEN ? order : other;
      await page.goto(`${base}${pathOf(shown.id)}`);
      await page.getByRole('heading', { name: new RegExp(shown.orderNumber) }).waitFor();
      await page.locator('[data-live="connected"]').waitFor({ state: 'attached' });
    }
    await acting.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await acting.page.waitForTimeout(SETTLE_MS);
  }

  async function actOn(fit: (typeof ACTIONS)[number]['fit'], steps: [string, Act][]): Promise<ActionCost[]> {
    const { order } = await pickOrders(read, { order: fit }, used);
    used.push(order.id);
    await openEverywhere(order);
    const costs: ActionCost[] = [];
    for (const [action, act] of steps) {
      for (const workstation of workstations) workstation.reset();
      await act(acting.page, order).catch(async (error: Error) => {
        await acting.page.screenshot({ path: FAILURE_SCREENSHOT });
        throw new Error(`${action} on order ${order.orderNumber}: ${error.message} (screen: ${FAILURE_SCREENSHOT})`);
      });
      await acting.page.waitForTimeout(SETTLE_MS);
      costs.push(cost(action, acting, others));
    }
    return costs;
  }

  const results: ActionCost[] = [];
  for (const { fit, steps } of ACTIONS) results.push(...(await actOn(fit, steps)));

  await choosePrinter(base, (await logInByApi(base, 'beheerder')).token, 'card1', SLOW_PRINTER_ID);
  const [idle] = await actOn(fits.printableCard, [[`idle ${IDLE_MS / 1000} s, card 1 printing on a slow IPP printer (P 1 before)`, async (page) => {
    await chord(page, 'p 1');
    await toast(page, 'Kaart 1 is in de printer wachtrij');
    await page.waitForTimeout(SETTLE_MS);
    for (const workstation of workstations) workstation.reset();
    await page.waitForTimeout(IDLE_MS);
    const underWay = page.getByRole('region', { name: 'Printgeschiedenis' }).getByRole('row').filter({ hasText: 'Kaart 1' })
      .getByRole('cell', { name: 'Naar printer', exact: true });
    if ((await underWay.count()) !== 1) throw new Error('the slow print was no longer under way at the end of the idle minute');
  }]]);
  results.push(idle);

  for (const workstation of workstations) await workstation.page.context().close();
  return results;
}

export const formatCosts = (costs: ActionCost[]) => [
  `| action (${WORKSTATIONS} workstations) | acting: writes | acting: reads | one colleague: most reads | all ${WORKSTATIONS - 1} colleagues: reads |`,
  '|---|---|---|---|---|',
  ...costs.map((row) => {
    const listed = (requests: string[]) => `${requests.length}${requests.length ? ` (${requests.join(', ')})` : ''}`;
    return `| ${row.action} | ${listed(row.actingWrites)} | ${listed(row.actingReads)} | ${row.othersMaxReads} | ${row.othersReads} |`;
  }),
];
