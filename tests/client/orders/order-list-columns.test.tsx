import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { PROBLEM_TAG_ID } from '../../../src/shared/domain/constants.ts';
import { fakeApi, feature, layOutScroller, listItem, renderPaneAt, resetStores } from './list-fixtures.tsx';

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('order list columns', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller();
  });

  test('the unprocessed list has no Status column, and no remove-from-folder column (none of its orders is in a folder)', async () => {
    fakeApi({ items: [listItem()] });
    await renderPaneAt('/order/t[unprocessed]');
    expect(headers()).toEqual(['Selectie', 'Betaling', 'OrderNr', 'Kenmerken', 'Leverdatum', 'Opdrachtgever', 'Bedrag', 'Besteldatum']);
  });

  test('a numbered folder, or a list mixing one in, has the remove-from-folder column', async () => {
    fakeApi({ items: [listItem({ tag: { id: 7, title: 'Probleem' } })] });
    await renderPaneAt('/order/t[7]');
    expect(headers()).toContain('Uit map halen');
    expect(screen.getByRole('button', { name: 'Uit map Probleem halen' })).toBeInTheDocument();
  });

  test('the processed list has Status but no remove-from-folder column', async () => {
    fakeApi({ items: [listItem({ treatment: 'Verwerkt' })] });
    await renderPaneAt('/order/t[processed]');
    expect(headers()).toEqual(['Selectie', 'Betaling', 'OrderNr', 'Kenmerken', 'Leverdatum', 'Opdrachtgever', 'Bedrag', 'Status', 'Besteldatum']);
  });

  test('the unprocessed list shows Status when the problem folder is in the route too', async () => {
    fakeApi({ items: [listItem({ treatment: 'Geprint' })] });
    await renderPaneAt(`/order/t[unprocessed,${PROBLEM_TAG_ID}]`);
    expect(headers()).toContain('Status');
    expect(screen.getByRole('gridcell', { name: 'Geprint' })).toBeInTheDocument();
  });

  test('other folders show Status', async () => {
    fakeApi({ items: [listItem()] });
    await renderPaneAt('/order/t[processed]');
    expect(headers()).toContain('Status');
  });

  test('a location that switched the status feature off never shows Status', async () => {
    resetStores([feature('status', false)]);
    fakeApi({ items: [listItem()] });
    await renderPaneAt('/order/t[processed]');
    expect(headers()).not.toContain('Status');
  });

  test('amounts and dates use the Dutch list formats, the order time has its seconds in the tooltip', async () => {
    fakeApi({ items: [listItem({ total: 1234.5, deliveryDate: '2026-11-12', orderDate: 1793629467 })] });
    await renderPaneAt('/order/t[unprocessed]');
    const row = screen.getByRole('row', { name: /BLB0000078/ });
    expect(within(row).getByText('€ 1.234,50')).toBeInTheDocument();
    expect(within(row).getByText('12-11-2026')).toBeInTheDocument();
    expect(within(row).getByText('02-11-2026 15:24')).toHaveAttribute('title', '02-11-2026 15:24:27');
    expect(within(row).getByRole('img', { name: 'iDEAL (betaald)' })).toBeInTheDocument();
  });

  test('rows warn about open reminders and the blacklist in their tooltip', async () => {
    fakeApi({
      items: [
        listItem({ id: 1, orderNumber: 'BLB1', hasReminders: true }),
        listItem({ id: 2, orderNumber: 'BLB2', blackListed: true }),
        listItem({ id: 3, orderNumber: 'BLB3', hasReminders: true, blackListed: true }),
        listItem({ id: 4, orderNumber: 'BLB4' }),
      ],
    });
    await renderPaneAt('/order/t[unprocessed]');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('title'))).toEqual([
      'Heeft openstaand herinneringen!',
      'Is op de Zwartelijst!',
      'Heeft openstaand herinneringen!\nIs op de Zwartelijst!',
      null,
    ]);
  });
});
