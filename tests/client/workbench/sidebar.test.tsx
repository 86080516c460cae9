// The sidebar marks the folder the address shows. It reads only which folder that is (issue 26: an arrow key that
// changes the order in the address must not redraw it), so it must still follow every change of folder.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { Sidebar } from '../../../src/client/workbench/Sidebar.tsx';
import { folders } from '../../../src/client/state/folders.ts';
import { fakeApi, resetStores } from '../orders/list-fixtures.tsx';

const marked = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent);

describe('the sidebar', () => {
  beforeEach(() => {
    resetStores();
    fakeApi({ tags: [{ id: 23279793, title: 'Probleem', count: 21 }] });
    folders.tags = [{ id: 23279793, title: 'Probleem', count: 21 }] as typeof folders.tags;
  });

  test('marks the open folder, also with an order open in it, and follows a change of folder', async () => {
    window.history.replaceState(null, '', '/order/t[unprocessed]/10000001');
    render(<Sidebar />);
    await act(async () => {});
    expect(marked()).toEqual(['Nieuwe orders']);

    act(() => navigate('/order/t[unprocessed]/10000002'));
    expect(marked()).toEqual(['Nieuwe orders']);

    await userEvent.click(screen.getByRole('link', { name: /Probleem/ }));
    expect(window.location.pathname).toBe('/order/t[23279793]');
    expect(marked()).toEqual(['Probleem 21']);

    act(() => navigate('/order/t[unprocessed,23279793]'));
    expect(marked()).toEqual([]);
  });
});
