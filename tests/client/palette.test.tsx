import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Palette } from '../../src/client/commands/Palette.tsx';
import { CheatSheet } from '../../src/client/commands/CheatSheet.tsx';
import { ui } from '../../src/client/state/ui.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import { folders } from '../../src/client/state/folders.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('command palette', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/order/t[unprocessed]');
    Object.assign(ui, { paletteOpen: true, cheatSheetOpen: false });
    Object.assign(orderList, { items: [], meta: { total: 0, page: 1, pageSize: 50 } });
  });

  it('lists the commands that apply now with their shortcuts', () => {
    render(<Palette />);
    expect(screen.getByRole('option', { name: /Lijst verversen\s*R/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Sneltoetsen tonen of verbergen\s*\?/ })).toBeInTheDocument();
    // Not applicable now: no order list to step through, no action panel open, not an administrator.
    expect(screen.queryByRole('option', { name: /Volgende order/ })).toBeNull();
    expect(screen.queryByRole('option', { name: /Actiepaneel sluiten/ })).toBeNull();
    expect(screen.queryByRole('option', { name: /^Beheer/ })).toBeNull();
  });

  it('opens an order by number: type it, press Enter', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/workbench/order?') && url.includes('q=BLB0000123') && url.includes('pageSize=5')) {
        return json({ data: [{ id: 10000123, orderNumber: 'BLB0000123' }], meta: { total: 1, page: 1, pageSize: 5 } });
      }
      return json({ data: [], meta: { total: 0, page: 1, pageSize: 8 } });
    });
    render(<Palette />);
    await user.keyboard('BLB0000123');
    expect(screen.getByRole('option', { name: 'Order BLB0000123 openen' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]/10000123'));
    expect(ui.paletteOpen).toBe(false);
  });

  it("opens the order with the typed three digits on Enter, not a folder whose name fits them (issue 21)", async () => {
    const user = userEvent.setup();
    const found = (id: number, orderNumber: string) => ({ id, orderNumber, customer: 'J. Visser', deliveryDate: '2026-11-27' });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/workbench/order?') && url.includes('q=254&')) {
        // The server's rank: the number itself, then the numbers ending in it.
        return json({ data: [found(10000254, 'BLB0000254'), found(10001254, 'BLB0001254')], meta: { total: 2, page: 1, pageSize: 8 } });
      }
      if (url.includes('/workbench/order?') && url.includes('q=BLB0000254&')) {
        return json({ data: [found(10000254, 'BLB0000254')], meta: { total: 1, page: 1, pageSize: 5 } });
      }
      return json({ data: [], meta: { total: 0, page: 1, pageSize: 8 } });
    });
    folders.tags = [{ id: 77, title: 'Terugbellen 25-4', count: 3 }];
    render(<Palette />);
    await user.keyboard('254');
    const best = await screen.findByRole('option', { name: /BLB0000254/ });
    await waitFor(() => expect(best).toHaveAttribute('aria-selected', 'true'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options.slice(0, 2)).toEqual([expect.stringMatching(/^BLB0000254/), expect.stringMatching(/^BLB0001254/)]);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]/10000254'));
    folders.tags = [];
  });

  it("opens the order a number names with leading zeros left off, among others holding its digits ('0254')", async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/workbench/order?') && url.includes('q=0254&') && url.includes('pageSize=5')) {
        const data = [{ id: 10000254, orderNumber: 'BLB0000254' }, { id: 10010254, orderNumber: 'BLB0010254' }];
        return json({ data, meta: { total: 2, page: 1, pageSize: 5 } });
      }
      return json({ data: [], meta: { total: 0, page: 1, pageSize: 8 } });
    });
    render(<Palette />);
    await user.keyboard('0254');
    expect(screen.getByRole('option', { name: 'Order 0254 openen' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]/10000254'));
  });

  it('opens a folder', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: [], meta: { total: 0, page: 1, pageSize: 8 } }));
    render(<Palette />);
    await user.keyboard('verwerkte');
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/order/t[processed]');
  });

  it('lists each folder once: the special folders as their commands, the folders staff made as go.folder rows', async () => {
    const user = userEvent.setup();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ data: [], meta: { total: 0, page: 1, pageSize: 8 } }));
    folders.tags = [{ id: 23279793, title: 'Probleem', count: 4 }];
    render(<Palette />);
    expect(screen.getAllByRole('option', { name: /Verwerkte orders/ })).toHaveLength(1);
    await user.keyboard('probleem');
    await user.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/order/t[23279793]');
    folders.tags = [];
  });
});

describe("'?' shortcut overview", () => {
  it('lists every key of the keymap with its command, and closes with Escape', async () => {
    const user = userEvent.setup();
    ui.cheatSheetOpen = true;
    render(<CheatSheet />);
    const dialog = screen.getByRole('dialog', { name: 'Sneltoetsen' });
    expect(dialog).toHaveTextContent('Ctrl+K');
    expect(dialog).toHaveTextContent('Opdrachtenpalet openen');
    expect(dialog).toHaveTextContent('↓');
    expect(dialog).toHaveTextContent('Volgende order');
    expect(dialog).toHaveTextContent('G dan N');
    await user.keyboard('{Escape}');
    await act(async () => {});
    expect(ui.cheatSheetOpen).toBe(false);
  });
});
