import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, configureApi } from '../../src/client/api/client.ts';
import { applyServerMessage } from '../../src/client/realtime/live-updates.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { liveAnnouncement } from '../../src/client/state/live-announcement.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import { Toasts } from '../../src/client/toasts/Toasts.tsx';
import { LiveAnnouncer } from '../../src/client/workbench/LiveAnnouncer.tsx';
import { endpoints } from '../../src/client/api/endpoints.ts';
import type { Order, OrderChange } from '../../src/shared/schema/order.ts';
import { json, listItem } from './orders/list-fixtures.tsx';

const OPEN_ID = 10000254;
const openOrderAt = (version: number) =>
  Object.assign(activeOrder, { id: OPEN_ID, order: { id: OPEN_ID, orderNumber: 'BLB0000254', version, comment: '' } as Order, loading: false, error: null });

/** A colleague's edit of the open order's comment, as the socket brings it. */
const commentChange = (version: number): OrderChange => ({ orderId: OPEN_ID, version, blocks: { comment: `versie ${version}` } });
const receive = (change: OrderChange) => act(() => applyServerMessage({ type: 'change', change }));

/** What the polite live region says, without the no-break space that tells a repeat apart. */
const said = () => screen.getByRole('status').textContent!.replace(/\u00a0$/, '');

describe('live changes are announced politely to screen readers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    configureApi({ token: () => 'token', onUnauthorized: () => {} });
    openOrderAt(3);
    Object.assign(liveAnnouncement, { text: '', count: 0 });
    orderList.request = { tags: ['unprocessed'], page: 1 };
    render(<LiveAnnouncer />);
    vi.setSystemTime(Date.now() + 5000);
  });
  afterEach(() => vi.useRealTimers());

  it("says so when the open order changes elsewhere, in a polite region that takes no focus", async () => {
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(said()).toBe('');

    await receive(commentChange(4));

    expect(said()).toBe('Order BLB0000254 is bijgewerkt');
    expect(activeOrder.order!.comment).toBe('versie 4');
    expect(document.activeElement).toBe(document.body);
  });

  it('says it again for a second change, whose words are the same', async () => {
    await receive(commentChange(4));
    const first = screen.getByRole('status').textContent;
    await receive(commentChange(5));
    expect(said()).toBe('Order BLB0000254 is bijgewerkt');
    expect(screen.getByRole('status').textContent).not.toBe(first);
  });

  it('names a new order that arrives in the list', async () => {
    const created = listItem({ id: 10000301, orderNumber: 'BLB0000301' });
    await receive({ orderId: created.id, version: 1, listItem: created, was: null });
    expect(said()).toBe('Nieuwe order BLB0000301');
  });

  it('keeps quiet about what the user already sees: an older version, another order moving, or a change without a newer version', async () => {
    await receive(commentChange(2));
    const other = listItem({ id: 10000302, orderNumber: 'BLB0000302' });
    await receive({ orderId: other.id, version: 7, listItem: { ...other, treatment: 'Verwerkt' }, was: other });
    await receive({ orderId: OPEN_ID, version: 3, blocks: { comment: 'logregel' } });
    expect(said()).toBe('');
  });

  it("takes a change that arrives while this workstation writes, or within a second after, for the echo of its own", async () => {
    let answer!: (response: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const write = call(endpoints.addLogEntry, { params: { id: OPEN_ID }, body: { content: 'Gebeld met klant' } });

    // The server broadcasts before it answers.
    await receive(commentChange(4));
    expect(said()).toBe('');

    answer(json(commentChange(4)));
    await write;
    vi.setSystemTime(Date.now() + 900);
    await receive(commentChange(5));
    expect(said()).toBe('');

    vi.setSystemTime(Date.now() + 200);
    await receive(commentChange(6));
    expect(said()).toBe('Order BLB0000254 is bijgewerkt');
  });
});

describe('toasts are announced politely', () => {
  it("sonner's region 'Meldingen' is polite and holds the toast's text", async () => {
    render(<Toasts />);
    act(() => {
      toast.success('Order BLB0000254 is verwerkt');
    });
    const region = screen.getByRole('region', { name: /^Meldingen/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('Order BLB0000254 is verwerkt')).toBeInTheDocument();
    expect(region).toHaveTextContent('Order BLB0000254 is verwerkt');
    act(() => toast.dismiss());
  });
});
