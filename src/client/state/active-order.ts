import { proxy } from 'valtio';
import type { Order } from '../../shared/schema/order.ts';
import { api } from '../api/client.ts';

/** The order open in the detail pane. */
export const activeOrder = proxy({
  id: null as number | null,
  order: null as Order | null,
  loading: false,
  error: null as string | null,
});

let requestSeq = 0;

export async function openOrder(id: number, options: { force?: boolean } = {}) {
  if (!options.force && activeOrder.id === id && activeOrder.order && !activeOrder.error) return;
  const seq = ++requestSeq;
  activeOrder.id = id;
  activeOrder.loading = true;
  activeOrder.error = null;
  try {
    const order = await api.get<Order>(`/workbench/order/${id}`);
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

/** Replaces the open order with a newer copy (a save, or a live update for the same id). */
export function replaceActiveOrder(order: Order) {
  if (activeOrder.id === order.id) activeOrder.order = order;
}
