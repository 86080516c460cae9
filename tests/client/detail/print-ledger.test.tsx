import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEDGER_POLL_MS, PrintLedger } from '../../../src/client/detail/print/PrintLedger.tsx';
import { WATCH_INTERVAL_MS, watchPrintJob } from '../../../src/client/print/print-watch.ts';
import { applyServerMessage } from '../../../src/client/realtime/live-updates.ts';
import { activeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { liveConnection } from '../../../src/client/state/live-connection.ts';
import { workstation } from '../../../src/client/state/workstation.ts';
import type { Order } from '../../../src/shared/schema/order.ts';
import type { PrintJob } from '../../../src/shared/schema/print.ts';
import { json, mockApi } from './api-mock.ts';
import { makeOrder, ORDER_DATE } from './order-fixture.ts';
import { makeJob, PRINTERS } from './print-job-fixture.ts';

const LEDGER_URL = '/gateway/api/workbench/order/10000034/printJobs';

/** Answers the ledger with the next of `answers` (the last one again once they run out). */
function serveLedger(...answers: PrintJob[][]) {
  let call = 0;
  const api = mockApi((request) => {
    if (request.method === 'POST') return json(makeJob({ id: 99, status: 'queued' }));
    if (request.url !== LEDGER_URL) return json(makeOrder());
    return json(answers[Math.min(call++, answers.length - 1)]);
  }, { recordLedger: true });
  const ledgerLoads = () => api.sent.filter((request) => request.method === 'GET' && request.url === LEDGER_URL).length;
  return { ...api, ledgerLoads };
}

function showLedger(overrides: Partial<Order> = {}) {
  const order = makeOrder(overrides);
  window.history.replaceState(null, '', `/order/t[unprocessed]/${order.id}`);
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  return render(<PrintLedger order={order} />);
}

/** Moves the test's clock on at once: any poll due in that time has asked by the time this resolves. */
const clockMovesOn = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // The clock also runs by itself, so the loads and renders a test waits for happen as they would.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  workstation.config = { name: 'Amsterdam', printers: { order: 'spool-order', card1: 'spool-card' } };
  appData.printers = PRINTERS;
  liveConnection.status = 'connected';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the print ledger of an order', () => {
  it('lists what was printed, where, by whom, when, how it went and how many, newest first', async () => {
    serveLedger([
      makeJob({ id: 3, type: 'card1', printerId: 'spool-card', printerName: 'Kaartprinter', status: 'failed', error: 'Printer reageert niet', copies: 2, createdBy: 'beheerder', createdAt: ORDER_DATE + 120 }),
      makeJob({ id: 2 }),
    ]);
    showLedger();
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [],
      ['Kaart 1', 'Kaartprinter', 'beheerder03-12-2026 14:07', 'MisluktPrinter reageert niet', '2', 'Opnieuw printen'],
      ['Order', 'Orderprinter winkel', 'medewerker03-12-2026 14:05', 'Geprint', '1', 'Opnieuw printen'],
    ]);
  });

  it("says 'Nog niets geprint' for an order without prints, after saying it is loading", async () => {
    serveLedger([]);
    showLedger();
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    expect(await screen.findByText('Nog niets geprint')).toBeInTheDocument();
  });

  it("prints a row again with 'Opnieuw printen': the same document, printer and copies, and shows the job it answers", async () => {
    const { sent, ledgerLoads } = serveLedger([makeJob({ type: 'card1', printerId: 'spool-card', copies: 2 })]);
    showLedger();
    const row = (await screen.findAllByRole('row'))[1];
    await userEvent.click(within(row).getByRole('button', { name: 'Opnieuw printen' }));
    expect(await screen.findByText('In de wachtrij')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: '/gateway/api/workbench/order/10000034/print', body: { type: 'card1', printer: 'spool-card', copies: 2 } },
    ]);
    expect(ledgerLoads(), 'the answer is the new row: nothing to ask').toBe(1);
  });

  it('loads once per order: a new version or print time of the order asks nothing', async () => {
    const { ledgerLoads } = serveLedger([]);
    const { rerender } = showLedger();
    await screen.findByText('Nog niets geprint');
    rerender(<PrintLedger order={makeOrder({ version: 2 })} />);
    rerender(<PrintLedger order={makeOrder({ version: 2, printJobs: { card1: ORDER_DATE } })} />);
    await clockMovesOn(LEDGER_POLL_MS * 3);
    expect(ledgerLoads()).toBe(1);
  });

  it("shows a colleague's print as the server publishes it, queued then failed, without asking", async () => {
    const { ledgerLoads } = serveLedger([makeJob()]);
    showLedger();
    await screen.findByText('Geprint');
    const queued = makeJob({ id: 5, type: 'card1', status: 'queued', createdBy: 'collega', createdAt: ORDER_DATE + 60, finishedAt: null });
    act(() => applyServerMessage({ type: 'printjob', job: queued }));
    expect(await screen.findByText('In de wachtrij')).toBeInTheDocument();
    act(() => applyServerMessage({ type: 'printjob', job: { ...queued, status: 'failed', error: 'Printer reageert niet' } }));
    expect(await screen.findByText('Printer reageert niet')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    act(() => applyServerMessage({ type: 'printjob', job: queued }));
    expect(screen.getByText('Printer reageert niet'), "a late 'queued' (messages can cross) takes no step back").toBeInTheDocument();
    act(() => applyServerMessage({ type: 'printjob', job: makeJob({ id: 6, orderId: 10000099 }) }));
    await clockMovesOn(LEDGER_POLL_MS * 3);
    expect(screen.getAllByRole('row'), "another order's job is not this ledger's").toHaveLength(3);
    expect(ledgerLoads()).toBe(1);
  });

  it('an idle workstation with a print under way makes no request in 60 s while connected, and asks while not', async () => {
    const queued = makeJob({ status: 'queued', finishedAt: null });
    const { fetch } = serveLedger([queued], [{ ...queued, status: 'sent' }], [{ ...queued, status: 'done' }]);
    showLedger();
    watchPrintJob(queued);
    expect(await screen.findByText('In de wachtrij')).toBeInTheDocument();
    const asked = fetch.mock.calls.length;
    await clockMovesOn(60_000);
    expect(fetch.mock.calls.length, 'the ledger and the print watch wait for the socket').toBe(asked);

    act(() => { liveConnection.status = 'connecting'; });
    await clockMovesOn(LEDGER_POLL_MS);
    expect(await screen.findByText('Naar printer')).toBeInTheDocument();
    await clockMovesOn(LEDGER_POLL_MS);
    expect(await screen.findByText('Geprint')).toBeInTheDocument();
    const polled = fetch.mock.calls.length;
    expect(polled).toBeGreaterThan(asked + 1);
    await clockMovesOn(WATCH_INTERVAL_MS * 3);
    expect(fetch.mock.calls.length, 'nothing under way: no more asking').toBe(polled);
  });

  it('stops asking when the ledger is gone', async () => {
    liveConnection.status = 'connecting';
    const { ledgerLoads } = serveLedger([makeJob({ status: 'queued' })]);
    const { unmount } = showLedger();
    await screen.findByText('In de wachtrij');
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    const loads = ledgerLoads();
    await clockMovesOn(LEDGER_POLL_MS * 3);
    expect(ledgerLoads()).toBe(loads);
  });
});
