import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { KeymapHost } from '../../../src/client/commands/KeymapHost.tsx';
import { Sidebar } from '../../../src/client/workbench/Sidebar.tsx';
import { dayFolders } from '../../../src/client/state/day-folders.ts';
import { fakeApi, json, layOutScroller, listItem, renderPaneAt, resetStores } from './list-fixtures.tsx';

const COUNTS: Record<string, number> = { today: 12, tomorrow: 30, other: 259 };

/** The fake server answers each day folder with its own count. */
function fakeDayFolderApi() {
  return fakeApi({
    items: [listItem()],
    respond: (request) => {
      const tag = request.search.get('tags[]');
      if (request.path === '/workbench/order' && tag && tag in COUNTS) {
        const pageSize = Number(request.search.get('pageSize') ?? 50);
        return json({ data: [listItem()], meta: { total: COUNTS[tag], page: 1, pageSize } });
      }
      return undefined;
    },
  });
}

describe('today, tomorrow and other folders', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller();
    dayFolders.counts = {};
  });

  test('the sidebar lists Vandaag, Morgen and Overig under Nieuwe orders, with their counts', async () => {
    fakeDayFolderApi();
    window.history.replaceState(null, '', '/order/t[tomorrow]');
    render(<Sidebar />);
    await act(async () => {});
    const days = within(screen.getByRole('link', { name: 'Nieuwe orders' }).closest('li')!).getAllByRole('link').slice(1);
    expect(days.map((link) => link.textContent)).toEqual(['Vandaag 12', 'Morgen 30', 'Overig 259']);
    expect(days.map((link) => decodeURI(link.getAttribute('href')!))).toEqual(['/order/t[today]', '/order/t[tomorrow]', '/order/t[other]']);
    expect(screen.getByRole('link', { name: 'Morgen 30' })).toHaveAttribute('aria-current', 'page');
  });

  test('a day folder lists its orders from the server, without the Status column (all are Nieuw)', async () => {
    const requests = fakeDayFolderApi();
    await renderPaneAt('/order/t[today]');
    const listRequest = requests.find((request) => request.path === '/workbench/order');
    expect(listRequest?.search.getAll('tags[]')).toEqual(['today']);
    expect(screen.getByRole('row', { name: /BLB0000078/ })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).not.toContain('Status');
    expect(screen.getByText('Getoond 1 - 12 van 12')).toBeInTheDocument();
  });

  test.each([
    ['gt', '/order/t[today]'],
    ['gm', '/order/t[tomorrow]'],
    ['go', '/order/t[other]'],
  ])("the chord '%s' opens %s", async (keys, path) => {
    window.history.replaceState(null, '', '/order/t[unprocessed]');
    render(<KeymapHost />);
    await userEvent.setup().keyboard(keys);
    expect(decodeURI(window.location.pathname)).toBe(path);
  });
});
