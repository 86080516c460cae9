import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DayPlan, PlanGroup } from '../../src/shared/schema/day-plan.ts';
import type { Order, OrderList } from '../../src/shared/schema/order.ts';
import { logIn, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';
import { weekdayMorningBrowserClock, weekdayMorningServerEnv } from './harness/weekday-clock.ts';

// The product's promise to power users (issue 14): a peak morning from login to the last order handed off, with the
// keyboard alone. Every mouse or pointer event the page sees is recorded, and there must be none.

/**
 * Groups whose send screen registers with its defaults on Enter: not the generic Regio form, nor Dynalogic for a day
 * delivery (its kind of delivery is the user's choice; only mourning, timed and evening pieces have one by default).
 */
const ENTER_REGISTERS = ['postnl', 'dynalogic', 'trunkrs', 'redjepakketje', 'zorgeloosbezorgd'];
const registersWithDefaults = (group: PlanGroup) => {
  const slot = group.key.split('.')[1];
  return ENTER_REGISTERS.includes(group.handoff) && (group.handoff !== 'dynalogic' || slot === 'timed' || slot === 'evening');
};
/** Postcodes the sandbox carriers refuse (src/server/carriers/shared: 'xx99'). */
const REFUSED_POSTCODE = /^\d\d99/;

const recordMouse = () => {
  const seen: string[] = [];
  (window as unknown as { mouseEvents: string[] }).mouseEvents = seen;
  for (const type of ['mousedown', 'mouseup', 'mousemove', 'pointerdown', 'pointerup', 'pointermove', 'wheel', 'contextmenu']) {
    window.addEventListener(type, () => seen.push(type), true);
  }
  // A click from Enter or Space on a button has detail 0; a real mouse click counts its presses.
  window.addEventListener('click', (event) => event.detail > 0 && seen.push('click'), true);
};

async function chord(page: Page, keys: string) {
  for (const key of keys.split(' ')) await page.keyboard.press(key);
}

/** Groups of the plan in the order the page lists them: the first has the focus, ↓ moves one further. */
const planGroups = (plan: DayPlan) => plan.slots.flatMap((slot) => slot.groups);
const canTake = (group: PlanGroup) => registersWithDefaults(group) && group.suggested && group.counts.unregistered >= 2;

async function groupOrders(page: Page, key: string): Promise<Order[]> {
  const list = await readApi<OrderList>(page, `/workbench/order?group=${key}&pageSize=200`);
  return Promise.all(list.data.map((item) => readApi<Order>(page, `/workbench/order/${item.id}`)));
}

describe('a peak day by keyboard only, in Chromium', () => {
  const session = useBrowserSession({ width: 1366, height: 768 }, { serverEnv: weekdayMorningServerEnv });

  it('plan, bulk print and hand-off, then fix, print, hand off and mail order by order, move with undo, process: no mouse', async () => {
    const { page, server } = session;
    await weekdayMorningBrowserClock(page.context());
    await page.addInitScript(recordMouse);
    const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
    const openOrderId = () => Number(/\/(\d+)(\/[a-zA-Z]+)?$/.exec(decodeURI(new URL(page.url()).pathname))?.[1]);

    /** ↓ or ↑ until the order is open (the list keeps its rows: a group holds processed orders too). */
    async function stepTo(orderId: number, key: 'ArrowDown' | 'ArrowUp') {
      while (openOrderId() !== orderId) {
        const before = openOrderId();
        await page.keyboard.press(key);
        await expect.poll(openOrderId).not.toBe(before);
      }
    }

    // Log in: the user name field has the focus, Tab to the password, Enter.
    await page.goto(`${server.url}/auth/login`);
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'login');
    await page.keyboard.type('medewerker');
    await page.keyboard.press('Tab');
    await page.keyboard.type('welkom01');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order\//);
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();

    // G D: the day's plan. The day with two groups a carrier can take by Enter (a Sunday has none).
    await chord(page, 'g d');
    await page.waitForURL(/\/plan$/);
    await page.getByRole('heading', { name: 'Dagplanning' }).waitFor();
    let day: 'today' | 'tomorrow' = 'today';
    let plan = await readApi<DayPlan>(page, '/workbench/plan?day=today');
    if (planGroups(plan).filter(canTake).length < 2) {
      day = 'tomorrow';
      plan = await readApi<DayPlan>(page, '/workbench/plan?day=tomorrow');
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/\/plan\/tomorrow$/);
    }
    const groups = planGroups(plan);
    const [bulkGroup, ...others] = groups.filter(canTake);
    expect(bulkGroup, `een groep met open werk op ${plan.date}`).toBeDefined();
    /** Orders of a group still to hand off whose postcode the sandbox carriers take. */
    const handable = async (group: PlanGroup) =>
      (await groupOrders(page, group.key)).filter((order) => order.activeTransporter === null && !REFUSED_POSTCODE.test(order.recipient.address.zipcode));
    let handGroup: PlanGroup | undefined;
    for (const group of others) if (!handGroup && (await handable(group)).length >= 2) handGroup = group;
    expect(handGroup, `een tweede groep met twee orders om aan te melden op ${plan.date}`).toBeDefined();

    /** From the plan: ↓ to the group, Enter opens its orders in the list. */
    async function openGroup(group: PlanGroup) {
      await page.locator('.plan-group').first().waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('plan-group'))).toBe(true);
      for (let step = 0; step < groups.findIndex((each) => each.key === group.key); step++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => decodeURI(url.pathname) === `/order/g[${group.key}]`);
      await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    }

    // The first group: every order selected, order sheets and cards printed, handed to the suggested carrier.
    await openGroup(bulkGroup);
    const bulkOrders = await groupOrders(page, bulkGroup.key);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Control+a');
    await page.getByText(`${bulkOrders.length} orders geselecteerd`).waitFor();
    await chord(page, 'a p');
    await toast(/geprint/).getByText('Geprinte orders kunnen niet ongedaan worden gemaakt').waitFor({ timeout: 20_000 });
    for (const order of await groupOrders(page, bulkGroup.key)) expect(order.printJobs.order, order.orderNumber).toBeGreaterThan(0);

    await page.keyboard.press('Control+a');
    await chord(page, 'a s');
    const handedOff = toast(/aangemeld/);
    await handedOff.getByText('Aangemelde pakketten kunnen niet ongedaan worden gemaakt').waitFor({ timeout: 30_000 });
    const summary = await handedOff.textContent();
    // An order a carrier refused is named in the summary with its reason; every other one is registered.
    const afterHandOff = await groupOrders(page, bulkGroup.key);
    for (const order of afterHandOff) {
      if (order.activeTransporter !== bulkGroup.handoff) expect(summary, order.orderNumber).toContain(order.orderNumber);
    }
    expect(afterHandOff.filter((order) => order.activeTransporter === bulkGroup.handoff).length).toBeGreaterThan(0);

    // The second group order by order: open, fix the comment, print, hand off on its send screen, mail, next.
    await chord(page, 'g d');
    await page.waitForURL(/\/plan/);
    if (day === 'tomorrow' && !page.url().endsWith('/tomorrow')) await page.keyboard.press('ArrowRight');
    await openGroup(handGroup!);
    const chosen = (await handable(handGroup!)).slice(0, 2);
    for (const order of chosen) {
      await stepTo(order.id, 'ArrowDown');
      await page.getByRole('heading', { name: new RegExp(order.orderNumber) }).waitFor();

      await chord(page, 'e o');
      const comment = page.getByRole('textbox', { name: 'Opmerking klant' });
      await comment.waitFor();
      await page.keyboard.press('Control+a');
      await page.keyboard.type('Bellen bij de buren, piek dag');
      await page.keyboard.press('Control+Enter');
      await page.getByRole('region', { name: 'Opmerking klant' }).getByText('Bellen bij de buren, piek dag').waitFor();

      await chord(page, 'p o');
      await toast('Order is in de printer wachtrij').waitFor();

      await chord(page, 's s');
      await page.waitForURL((url) => /\/sendTo[A-Za-z]+$/.test(url.pathname));
      // The send screen's own button: the selection bar kept from the bulk steps has an 'Aanmelden' too.
      await page.getByRole('region', { name: /^Aanmelden bij / }).getByRole('button', { name: 'Aanmelden' }).waitFor();
      await page.waitForFunction(() => document.activeElement?.closest('form[aria-label^="Aanmelden bij"]') != null);
      await page.keyboard.press('Enter');
      await toast(`Order ${order.orderNumber} is bij`).waitFor({ timeout: 20_000 });
      await page.waitForURL((url) => !/\/sendTo/.test(url.pathname));

      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await chord(page, 'z k');
      await toast('Klant in Beeld mail is verstuurd').waitFor();
    }
    for (const order of chosen) {
      const now = await readApi<Order>(page, `/workbench/order/${order.id}`);
      expect(now.activeTransporter).toBe(handGroup!.handoff);
      expect(now.comment).toBe('Bellen bij de buren, piek dag');
      expect(now.printJobs.order).toBeGreaterThan(0);
      expect(now.workbenchMeta.mailJobs.KiB).toBeGreaterThan(0);
    }

    // Two orders into a folder, taken back within the toast's 10 seconds, then marked processed. The bulk group's
    // orders are still selected (a selection stays until Esc): Esc starts afresh.
    await page.keyboard.press('Escape');
    await page.getByText(/orders? geselecteerd/).waitFor({ state: 'detached' });
    await stepTo(chosen[0].id, 'ArrowUp');
    await page.keyboard.press('x');
    await stepTo(chosen[1].id, 'ArrowDown');
    await page.keyboard.press('x');
    await page.getByText('2 orders geselecteerd').waitFor();
    await chord(page, 'a m');
    await page.getByPlaceholder('Typ een mapnaam…').waitFor();
    await page.keyboard.type('Bellen met klant');
    await page.keyboard.press('Enter');
    await toast('2 orders verplaatst').waitFor();
    // A small job's summary can come over the socket before the start's answer closes the picker; Ctrl+Z in the
    // picker's text box is the text box's own undo.
    await page.getByPlaceholder('Typ een mapnaam…').waitFor({ state: 'detached' });
    await page.keyboard.press('Control+z');
    await toast('2 van 2 teruggezet').waitFor();
    for (const order of chosen) expect((await readApi<Order>(page, `/workbench/order/${order.id}`)).tag).toEqual(order.tag);

    // The two stay selected after the move and its undo, for the next action. Escape closes the mail picker and only that: the selection stays for the next action.
    await chord(page, 'a z');
    await page.getByPlaceholder('Typ een mail…').waitFor();
    await page.keyboard.press('Escape');
    await page.getByPlaceholder('Typ een mail…').waitFor({ state: 'detached' });
    await page.getByText('2 orders geselecteerd').waitFor();
    await chord(page, 'a v');
    await toast(/verwerkt/).waitFor();
    for (const order of chosen) expect((await readApi<Order>(page, `/workbench/order/${order.id}`)).treatment).toBe('Verwerkt');

    // Back on the plan, the groups show the work done.
    await chord(page, 'g d');
    await page.waitForURL(/\/plan/);
    const after = planGroups(await readApi<DayPlan>(page, `/workbench/plan?day=${day}`));
    expect(after.find((group) => group.key === bulkGroup.key)?.counts.unprinted).toBe(0);
    expect(after.find((group) => group.key === handGroup!.key)!.counts.unregistered).toBe(handGroup!.counts.unregistered - 2);

    expect(await page.evaluate(() => (window as unknown as { mouseEvents: string[] }).mouseEvents)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  }, 180_000);

  it("the plan follows another workstation's work without being reloaded", async () => {
    const { page, server, browser } = session;
    await weekdayMorningBrowserClock(page.context());
    await logIn(page, server.url);
    await page.goto(`${server.url}/plan`);
    const plan = await readApi<DayPlan>(page, '/workbench/plan?day=today');
    const group = planGroups(plan).find((each) => each.counts.unprinted > 0);
    expect(group, `een groep met ongeprinte orders op ${plan.date}`).toBeDefined();
    const unprinted = (await groupOrders(page, group!.key)).find((order) => order.printJobs.order === undefined)!;
    const row = page.locator(`a.plan-group[href="/order/g[${group!.key}]"]`);
    await row.getByText(`${group!.counts.unprinted} niet geprint`).waitFor();

    const colleagueContext = await browser.newContext();
    await weekdayMorningBrowserClock(colleagueContext);
    const colleague = await colleagueContext.newPage();
    await logIn(colleague, server.url);
    const printed = await colleague.evaluate(async (orderId) => {
      const auth = JSON.parse(localStorage.getItem('werkplaats.auth')!);
      const response = await fetch('/gateway/api/workbench/bulk', {
        method: 'POST',
        headers: { authorization: `Bearer ${auth.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'print', orderIds: [orderId], options: { documents: ['order'] } }),
      });
      return response.status;
    }, unprinted.id);
    expect(printed).toBe(200);

    await row.getByText(`${group!.counts.unprinted - 1} niet geprint`).waitFor();
    await colleague.context().close();
    expect(session.pageErrors).toEqual([]);
  });
});
