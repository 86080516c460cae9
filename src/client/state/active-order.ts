import { proxy, subscribe } from 'valtio';
import type { Order } from '../../shared/schema/order.ts';
import { orderCache } from './order-cache.ts';

/** The order open in the detail pane. */
export const activeOrder = proxy({
  id: null as number | null,
  order: null as Order | null,
  loading: false,
  error: null as string | null,
});

let requestSeq = 0;

/**
 * Opens an order. A copy fetched ahead (the list neighbours) shows at once, so stepping through the list does not
 * wait for the network; it is checked with the server right after unless the live connection has kept it current.
 */
export async function openOrder(id: number, options: { force?: boolean } = {}) {
  if (!options.force && activeOrder.id === id && activeOrder.order && !activeOrder.error) return;
  const seq = ++requestSeq;
  // Refreshing the order on screen keeps it there (and any block being edited, with what was typed in it).
  const shown = activeOrder.id === id && activeOrder.order ? activeOrder.order : undefined;
  const cached = shown ?? (options.force ? undefined : orderCache.get(id));
  Object.assign(activeOrder, { id, order: cached ?? null, loading: !cached, error: null });
  // Kept up to date by the live connection since it was fetched: nothing to ask.
  if (cached && !options.force && orderCache.isCurrent(id)) return;
  try {
    const order = await orderCache.fetch(id);
    if (seq !== requestSeq) return;
    activeOrder.order = order;
  } catch (error) {
    if (seq !== requestSeq) return;
    activeOrder.order = null;
    activeOrder.error = (error as Error).message;
  } finally {
    if (seq === requestSeq) activeOrder.loading = false;
  }
}

export function closeOrder() {
  requestSeq++;
  Object.assign(activeOrder, { id: null, order: null, loading: false, error: null });
}

/**
 * Settles once the order open now has loaded (or failed to), or another order was opened, or after `maxMs`;
 * at once when none is loading. Resolves to whether the same order is open and loaded then.
 */
export function orderLoaded(maxMs: number): Promise<boolean> {
  const id = activeOrder.id;
  const loadedNow = () => activeOrder.id === id && activeOrder.order !== null;
  if (!activeOrder.loading) return Promise.resolve(loadedNow());
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(loadedNow());
    };
    const timer = setTimeout(done, maxMs);
    const unsubscribe = subscribe(activeOrder, () => {
      if (!activeOrder.loading || activeOrder.id !== id) done();
    }, true);
  });
}
