import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/client/workbench/ErrorBoundary.tsx';
import { Panes } from '../../src/client/workbench/Panes.tsx';
import { activeOrder } from '../../src/client/state/active-order.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { json, mockApi } from './detail/api-mock.ts';
import { makeOrder } from './detail/order-fixture.ts';

const MESSAGE = 'Er is iets misgegaan in dit deel van het scherm.';

function Fragile({ broken }: { broken: { now: boolean } }) {
  if (broken.now) throw new Error('kapot');
  return <p>Werkt weer</p>;
}

describe('error boundaries', () => {
  it('shows a Dutch message in place of a part that throws, keeps its neighbours, and tries again on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { now: true };
    render(
      <>
        <p>Buurman</p>
        <ErrorBoundary part="test">
          <Fragile broken={broken} />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(screen.getByText('Buurman')).toBeInTheDocument();

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(screen.getByText('Werkt weer')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('a broken order detail leaves the order list working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const order = makeOrder();
    // An order the detail cannot draw (a server answer missing a part), as a stand-in for any render error.
    const broken = { ...order, customer: undefined } as unknown as Order;
    const row = { id: order.id, orderNumber: order.orderNumber, deliveryDate: order.deliveryDate, orderDate: order.orderDate,
      customer: 'M. van Brouwer', total: 26.9, treatment: 'Nieuw', paymentMethod: order.paymentMethod, isPaid: true, tag: null,
      activeTransporter: null, hasReminders: false, unpaidInvoiceIds: [], blackListed: false, ownDelivery: false, orderCount: 1,
      isMorningDelivery: false, isAfternoonDelivery: false, isEveningDelivery: false, isMourning: false, hasPhotoService: false };
    mockApi(({ url }) => {
      if (url.includes('/workbench/order?')) return json({ data: [row], meta: { total: 1, page: 1, pageSize: 50 } });
      if (url.includes(`/workbench/order/${order.id}`)) return json(broken);
      return json([]);
    });
    Object.assign(activeOrder, { id: order.id, order: broken, loading: false, error: null });
    const location = memoryLocation({ path: `/order/t[unprocessed]/${order.id}` });

    render(
      <Router hook={location.hook}>
        <Panes />
      </Router>,
    );

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orderlijst' })).toBeInTheDocument();
  });
});
