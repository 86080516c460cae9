import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { fakeApi, feature, layOutScroller, listItem, MANAGEMENT_URL, renderPaneAt, resetStores } from './list-fixtures.tsx';

const markedOrder = listItem({
  ownDelivery: true,
  isMorningDelivery: true,
  isAfternoonDelivery: true,
  isEveningDelivery: true,
  isMourning: true,
  hasPhotoService: true,
  unpaidInvoiceIds: [501, 502],
});

const iconNames = () =>
  within(screen.getByRole('row', { name: /BLB0000078/ }))
    .queryAllByRole('img')
    .map((icon) => icon.getAttribute('aria-label'))
    .filter((name) => !name?.startsWith('iDEAL'));

describe('order list icons', () => {
  beforeEach(() => {
    layOutScroller();
  });

  test('a location without orderlist features shows every icon', async () => {
    resetStores();
    fakeApi({ items: [markedOrder] });
    await renderPaneAt('/order/t[unprocessed]');
    expect(iconNames()).toEqual([
      'Eigen bezorging (boutique-kaart)',
      'Ochtendbezorging',
      'Middagbezorging',
      'Avondbezorging',
      'Rouw',
      'Fotoservice',
      'Openstaande factuur 501',
      'Openstaande factuur 502',
    ]);
  });

  test('each icon follows its own feature flag', async () => {
    resetStores([
      feature('ownDelivery', false),
      feature('morningDelivery', true),
      feature('afternoonDelivery', false),
      feature('eveningDelivery', false),
      feature('mourning', true),
      feature('photoService', false),
      feature('unpaidInvoices', false),
    ]);
    fakeApi({ items: [markedOrder] });
    await renderPaneAt('/order/t[unprocessed]');
    expect(iconNames()).toEqual(['Ochtendbezorging', 'Rouw']);
  });

  test('an order shows only the icons that apply to it', async () => {
    resetStores();
    fakeApi({ items: [listItem({ isEveningDelivery: true })] });
    await renderPaneAt('/order/t[unprocessed]');
    expect(iconNames()).toEqual(['Avondbezorging']);
  });

  test("the parcel's tracking state shows with its carrier, whatever the features say", async () => {
    resetStores([feature('ownDelivery', false)]);
    fakeApi({ items: [listItem({ activeTransporter: 'postnl', trackingState: 'niet_bezorgd' })] });
    await renderPaneAt('/order/t[unprocessed]');
    expect(iconNames()).toEqual(['PostNL: Niet bezorgd']);
  });

  test('each unpaid invoice links to the management tool in a new tab, without opening the order', async () => {
    resetStores();
    fakeApi({ items: [markedOrder] });
    await renderPaneAt('/order/t[unprocessed]');
    const link = screen.getByRole('link', { name: 'Openstaande factuur 502' });
    expect(link).toHaveAttribute('href', `${MANAGEMENT_URL}/invoices/502`);
    expect(link).toHaveAttribute('target', '_blank');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.location.pathname).toBe('/order/t[unprocessed]');
  });
});
