// Issue 24 in Chromium at 1366×768: B I on an open order asks, imports it into EuroFlorist (its sandbox), says 'Order
// is in nieuwe popup in Euroflorist geimporteerd', opens the imported order on the relay's page in a popup, and the
// order leaves the list; on the relay form, the relay's refusal shows its reason in the toast and on its field.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { relayDefaults, relayErrors } from '../../src/shared/domain/relay-form.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { expectNoViolations } from './harness/axe.ts';
import { logIn, openOrderPage, readApi } from './harness/browser.ts';
import { useBrowserSession } from './harness/session.ts';

/** Unprocessed orders nobody handed over whose relay form, as filled from the order, the relay takes. */
async function importableOrders(page: Page): Promise<Order[]> {
  const list = await readApi<{ data: { id: number }[] }>(page, '/workbench/order?tags[]=unprocessed&pageSize=100');
  const found: Order[] = [];
  for (const { id } of list.data) {
    const order = await readApi<Order>(page, `/workbench/order/${id}`);
    if (order.activeTransporter !== null || order.treatment !== 'Nieuw' || relayErrors(relayDefaults(order)).length > 0) continue;
    found.push(order);
    if (found.length === 2) break;
  }
  return found;
}

describe('the EuroFlorist import in Chromium', () => {
  const session = useBrowserSession({ width: 1366, height: 768 });

  const openOrder = (order: Order) => openOrderPage(session.page, session.server.url, order);

  it('B I asks, imports, says so, shows the imported order in a popup, and the order leaves the list', async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const [order] = await importableOrders(page);
    await openOrder(order);

    await page.keyboard.press('b');
    await page.keyboard.press('i');
    const question = page.getByRole('alertdialog', { name: 'Importeren in EuroFlorist' });
    await question.getByText(`Order ${order.orderNumber} importeren in EuroFlorist? Dit kan niet ongedaan worden gemaakt.`).waitFor();
    await page.screenshot({ path: '/tmp/ef-import-question-1366.png' });
    await expectNoViolations(page, 'vraag: importeren in EuroFlorist');
    const popupOpens = page.waitForEvent('popup');
    await page.keyboard.press('Enter');

    const popup = await popupOpens;
    await page.getByText('Order is in nieuwe popup in Euroflorist geimporteerd').waitFor();
    await popup.waitForLoadState();
    await expectNoViolations(popup, 'EuroFlorist-pagina in de popup');
    const imported = await readApi<Order>(page, `/workbench/order/${order.id}`);
    expect(imported).toMatchObject({ treatment: 'Euroflorist', activeTransporter: 'euroflorist' });
    const { efid } = imported.transport.euroflorist as { efid: string };
    expect(new URL(popup.url()).pathname).toBe(`/sandbox/euroflorist/orders/${efid}`);
    await popup.getByRole('heading', { name: `Order ${efid}` }).waitFor();
    const shown = await popup.locator('main').innerText();
    expect(shown).toContain('Geïmporteerd');
    expect(shown).toContain(order.orderNumber);
    expect(shown).toContain(order.recipient.name);
    expect(popup.viewportSize()).toEqual({ width: 500, height: 500 });
    await popup.screenshot({ path: '/tmp/ef-import-popup.png' });

    expect(new URL(page.url()).pathname).toBe('/order/t[unprocessed]');
    await page.getByRole('row').filter({ hasText: /BLB\d{7}/ }).first().waitFor();
    expect(await page.getByRole('row').filter({ hasText: order.orderNumber }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/ef-import-done-1366.png' });
    expect(session.pageErrors).toEqual([]);
  });

  it("a popup the browser held back opens from the toast's 'Openen'", async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const [order] = await importableOrders(page);
    await openOrder(order);
    // The browser's popup blocker, once: window.open answers null as it does for a blocked window.
    await page.evaluate(() => {
      const open = window.open.bind(window);
      window.open = () => {
        window.open = open;
        return null;
      };
    });

    await page.keyboard.press('b');
    await page.keyboard.press('i');
    await page.getByRole('alertdialog', { name: 'Importeren in EuroFlorist' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('De browser hield de popup tegen.').waitFor();
    const openButton = page.getByRole('button', { name: 'Openen', exact: true });
    await openButton.waitFor();
    await page.screenshot({ path: '/tmp/ef-import-blocked-1366.png', animations: 'disabled' });
    const popupOpens = page.waitForEvent('popup');
    await openButton.click();
    const popup = await popupOpens;
    await popup.getByText('Geïmporteerd').waitFor();
    expect(await popup.locator('main').innerText()).toContain(order.orderNumber);
    expect(session.pageErrors).toEqual([]);
  });

  it("on the relay form, the relay's refusal is the toast with its reason and the field it names; the order stays", async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    const [order] = await importableOrders(page);
    await openOrder(order);

    await page.keyboard.press('b');
    await page.keyboard.press('e');
    const form = page.getByRole('form', { name: 'Naar EuroFlorist' });
    const remark = form.getByRole('textbox', { name: '63 Bijzonderheden (regel 3)' });
    await remark.fill('Graag bellen #weiger');
    await form.getByRole('button', { name: 'Importeren in EuroFlorist' }).click();
    await page.getByRole('alertdialog', { name: 'Importeren in EuroFlorist' }).getByRole('button', { name: 'Importeren' }).click();

    await page.getByText('Kan niet naar EuroFlorist versturen!').waitFor();
    await page.getByText('EuroFlorist weigert de zending: ongeldige gegevens').first().waitFor();
    await expect.poll(() => remark.getAttribute('aria-invalid')).toBe('true');
    await form.getByText('Geweigerd door EuroFlorist').waitFor();
    await page.screenshot({ path: '/tmp/ef-import-refused-1366.png' });
    expect(await remark.inputValue()).toBe('Graag bellen #weiger');
    expect(new URL(page.url()).pathname).toBe(`/order/t[unprocessed]/${order.id}/sendToEuroFloristEmail`);
    expect((await readApi<Order>(page, `/workbench/order/${order.id}`)).treatment).toBe('Nieuw');
    // The refusal's 422 is the page's own answer to show, not an error of the page.
    session.pageErrors = session.pageErrors.filter((error) => !error.includes('422'));
    expect(session.pageErrors).toEqual([]);
  });
});
