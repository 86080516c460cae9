import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { commandContext } from '../../../src/client/commands/command-context.ts';
import { runCommand } from '../../../src/client/commands/run-command.ts';
import { PrintActions } from '../../../src/client/detail/print/PrintActions.tsx';
import { ConfigErrorDialog } from '../../../src/client/print/ConfigErrorDialog.tsx';
import { activeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { ui } from '../../../src/client/state/ui.ts';
import { workstation } from '../../../src/client/state/workstation.ts';
import type { Order } from '../../../src/shared/schema/order.ts';
import type { LocationConfig } from '../../../src/shared/schema/print.ts';
import { json, mockApi, type SentRequest } from './api-mock.ts';
import { makeOrder, ORDER_DATE } from './order-fixture.ts';
import { makeJob, PRINTERS } from './print-job-fixture.ts';

const AMSTERDAM: LocationConfig = { name: 'Amsterdam', printers: { order: 'spool-order', card1: 'spool-card', card2: '_popup' } };
const TEN_LINES = Array.from({ length: 11 }, (_, line) => `regel ${line + 1}`).join('\n');

/** The server: the location's printers, and what a print request gets (a queued job unless told otherwise). */
function serve(printAnswer: (request: SentRequest) => Response | Promise<Response> = () => json(makeJob({ status: 'queued' }))) {
  return mockApi((request) => {
    if (request.url.endsWith('/workbench/location')) return json(AMSTERDAM);
    if (request.method === 'POST') return printAnswer(request);
    return json([]);
  });
}

function showActions(order: Order = makeOrder()) {
  window.history.replaceState(null, '', `/order/t[unprocessed]/${order.id}`);
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  return render(
    <>
      <PrintActions order={order} />
      <ConfigErrorDialog />
    </>,
  );
}

const printRequests = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

beforeEach(() => {
  workstation.config = AMSTERDAM;
  appData.printers = PRINTERS;
  ui.configErrorOpen = false;
});

describe('the print buttons of the order detail', () => {
  it('offers the three documents with their key in the tooltip and when each was last printed', () => {
    serve();
    showActions(makeOrder({ printJobs: { order: ORDER_DATE } }));
    const orderButton = screen.getByRole('button', { name: 'Order printen' });
    expect(orderButton).toBeEnabled();
    expect(orderButton).toHaveAttribute('title', 'Order printen (P dan O)');
    expect(screen.getByRole('button', { name: 'Kaart 1 printen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Kaart 2 printen' })).toBeEnabled();
    expect(screen.getByText('Geprint 3 december 2026 14:05')).toBeInTheDocument();
    expect(screen.getAllByText('Nog niet geprint')).toHaveLength(2);
  });

  it('disables the card buttons for a card of 10 or more lines, for a ribbon line over 60, and without a card', () => {
    serve();
    const { unmount } = showActions(makeOrder({ card: { id: 20012790, title: 'Kaartje', text: TEN_LINES, left: '', right: '' } }));
    expect(screen.getByRole('button', { name: 'Kaart 1 printen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kaart 2 printen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Order printen' })).toBeEnabled();
    unmount();

    const { unmount: unmountRibbon } = showActions(makeOrder({ card: { id: 20012781, title: 'Lint', text: '', left: 'x'.repeat(61), right: 'Rust zacht' } }));
    expect(screen.getByRole('button', { name: 'Kaart 1 printen' })).toBeDisabled();
    unmountRibbon();

    showActions(makeOrder({ card: null }));
    expect(screen.getByRole('button', { name: 'Kaart 1 printen' })).toBeDisabled();
  });

  it("queues on the location's printer with a fresh Idempotency-Key per click and says it is in the queue", async () => {
    const { sent, fetch } = serve();
    const success = vi.spyOn(toast, 'success');
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Order printen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaart 1 printen' }));

    await waitFor(() => expect(printRequests(sent)).toHaveLength(2));
    expect(printRequests(sent)).toEqual([
      { method: 'POST', url: '/gateway/api/workbench/order/10000034/print', body: { type: 'order', printer: 'spool-order' } },
      { method: 'POST', url: '/gateway/api/workbench/order/10000034/print', body: { type: 'card1', printer: 'spool-card' } },
    ]);
    const keys = fetch.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Kaart 1 is in de printer wachtrij', { description: 'Dit kan niet ongedaan worden gemaakt' }));
    expect(success).toHaveBeenCalledWith('Order is in de printer wachtrij', { description: 'Dit kan niet ongedaan worden gemaakt' });
  });

  it('waits while a print is on its way: the button is disabled, a second click or key press prints nothing more', async () => {
    let answer: (response: Response) => void = () => {};
    const { sent } = serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    showActions();
    const button = screen.getByRole('button', { name: 'Order printen' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await userEvent.click(button);
    expect(await runCommand('print.order', undefined, 'keyboard')).toBe(false);
    expect(screen.getByRole('button', { name: 'Kaart 1 printen' }), 'another document may print meanwhile').toBeEnabled();

    answer(json(makeJob({ status: 'queued' })));
    await waitFor(() => expect(button).toBeEnabled());
    expect(printRequests(sent)).toHaveLength(1);
  });

  it("loads the location's printers first when they are not known yet", async () => {
    workstation.config = null;
    const { sent } = serve();
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Order printen' }));
    await waitFor(() => expect(printRequests(sent)).toHaveLength(1));
    expect(sent[0].url).toBe('/gateway/api/workbench/location');
    expect(printRequests(sent)[0].body).toEqual({ type: 'order', printer: 'spool-order' });
  });

  it("says 'Kan de … niet printen!' with the server's reason when the print is refused", async () => {
    serve(() => json({ message: 'Kaart tekst bevat teveel regels om te kunnen printen (max 10)', code: 'NOT_PRINTABLE' }, 422));
    const failure = vi.spyOn(toast, 'error');
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Kaart 1 printen' }));
    await waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Kan de Kaart 1 niet printen!', {
        description: 'Kaart tekst bevat teveel regels om te kunnen printen (max 10)',
        action: undefined,
      }),
    );
  });

  it('offers the popup when the server finds the printer unusable, and opens it from the toast', async () => {
    serve(() => json({ message: 'Printer Orderprinter winkel is niet bruikbaar (Papier op)', code: 'PRINTER_UNUSABLE' }, 409));
    const failure = vi.spyOn(toast, 'error');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Order printen' }));
    await waitFor(() => expect(failure).toHaveBeenCalled());
    const [title, options] = failure.mock.calls[0] as [string, { description: string; action: { label: string; onClick(): void } }];
    expect(title).toBe('Kan de Order niet printen!');
    expect(options.description).toBe('Printer Orderprinter winkel is niet bruikbaar (Papier op)');
    expect(options.action.label).toBe('Via popup printen');
    options.action.onClick();
    expect(open).toHaveBeenCalledWith('/print/10000034/order/_popup', expect.any(String), 'width=500,height=500');
  });

  it("opens a 500×500 print window instead of queueing when the printer is '_popup', and tells the server for the ledger", async () => {
    const { sent } = serve();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const success = vi.spyOn(toast, 'success');
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Kaart 2 printen' }));
    expect(open).toHaveBeenCalledWith('/print/10000034/card2/_popup', expect.any(String), 'width=500,height=500');
    await waitFor(() => expect(printRequests(sent)).toHaveLength(1));
    expect(printRequests(sent)[0].body).toEqual({ type: 'card2', printer: '_popup' });
    expect(success, 'the window itself shows the card: no queue toast').not.toHaveBeenCalled();
  });
});

describe("'Configuratie fout'", () => {
  const dialog = () => screen.getByRole('alertdialog', { name: 'Configuratie fout' });

  it('opens when no printer is configured, keeps the keys off, and Ja goes to the location configuration', async () => {
    workstation.config = { name: 'Amsterdam', printers: { order: '' } };
    const { sent } = serve();
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Order printen' }));

    expect(within(dialog()).getByText('Er is geen of een onjuist printer geconfigureerd. Wil je naar de locatie configuratie?')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Ja' })).toHaveFocus();
    expect(commandContext().flags['overlay.open']).toBe(true);
    expect(printRequests(sent)).toEqual([]);

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Ja' }));
    expect(window.location.pathname).toBe('/admin/location');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(commandContext().flags['overlay.open']).toBe(false);
  });

  it('opens for a printer this workstation does not know; Enter accepts, Escape and Annuleren close', async () => {
    workstation.config = { name: 'Amsterdam', printers: { order: 'weggehaald' } };
    serve();
    showActions();
    const orderButton = screen.getByRole('button', { name: 'Order printen' });
    await userEvent.click(orderButton);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(orderButton).toHaveFocus();

    await userEvent.click(orderButton);
    await userEvent.tab();
    expect(within(dialog()).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog()).getByRole('button', { name: 'Ja' })).toHaveFocus();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    window.history.replaceState(null, '', '/order/t[unprocessed]/10000034');
    await userEvent.click(orderButton);
    await userEvent.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/admin/location');
  });

  it('opens when the server does not know the printer after all, without a failure toast', async () => {
    serve(() => json({ message: 'Onbekende printer', code: 'BAD_REQUEST', errors: [{ field: 'printer', message: 'Onbekende printer' }] }, 400));
    const failure = vi.spyOn(toast, 'error');
    showActions();
    await userEvent.click(screen.getByRole('button', { name: 'Order printen' }));
    expect(await screen.findByRole('alertdialog', { name: 'Configuratie fout' })).toBeInTheDocument();
    expect(failure).not.toHaveBeenCalled();
  });
});
