import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { afterPaint } from '../detail/after-paint.ts';
import { activeOrder } from '../state/active-order.ts';
import { orderCache } from '../state/order-cache.ts';
import { orderList } from '../state/order-list.ts';

/** Once an order is shown (painted), fetches the orders ↓ and ↑ would open next, so stepping does not wait. */
export function usePrefetchNeighbours() {
  const { id, loading } = useSnapshot(activeOrder);
  useEffect(() => {
    if (id === null || loading) return;
    const items = orderList.items;
    const index = items.findIndex((item) => item.id === id);
    if (index === -1) return;
    const neighbours = [items[(index + 1) % items.length], items[index - 1]].filter(Boolean).map((item) => item.id);
    return afterPaint(() => orderCache.prefetch(neighbours));
  }, [id, loading]);
}
