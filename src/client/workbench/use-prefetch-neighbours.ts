import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { afterPaint } from '../detail/after-paint.ts';
import { activeOrder } from '../state/active-order.ts';
import { orderCache } from '../state/order-cache.ts';
import { orderList } from '../state/order-list.ts';

/**
 * Once an order is shown (painted), fetches the two orders ↓ would open next and the two of ↑, so stepping does not
 * wait: a key pressed before the nearest one's fetch is back (a fast typist, a busy server) finds it fetched a step
 * earlier. Stepping on fetches one new order per step; the others are in the cache already. With no order open,
 * both keys open the first row: that one.
 */
export function usePrefetchNeighbours() {
  const { id, loading } = useSnapshot(activeOrder);
  const { items } = useSnapshot(orderList);
  useEffect(() => {
    if (loading || items.length === 0) return;
    if (id === null) return afterPaint(() => orderCache.prefetch([items[0].id]));
    const index = items.findIndex((item) => item.id === id);
    if (index === -1) return;
    const ahead = [index + 1, index + 2].map((next) => items[next % items.length]);
    const neighbours = [...ahead, items[index - 1], items[index - 2]].filter(Boolean).map((item) => item.id);
    return afterPaint(() => orderCache.prefetch(neighbours));
  }, [id, loading, items]);
}
