import { subscribe } from 'valtio';
import type { Order } from '../../shared/schema/order.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';
import { liveConnection } from './live-connection.ts';

const LIMIT = 30;

const connected = () => liveConnection.status === 'connected';

/**
 * Recently seen and prefetched orders, newest last; a live update for an order patches or drops its copy. A copy
 * fetched while the live connection was up, and kept up since, is current: opening it needs no request.
 */
class OrderCache {
  private orders = new Map<number, Order>();
  private inFlight = new Map<number, Promise<Order>>();
  private current = new Set<number>();
  /** Orders a change was heard for while their fetch was under way: its answer may predate the change. */
  private changedInFlight = new Set<number>();
  /** Counts the connection's drops: a fetch that began before one may have missed a change. */
  private drops = 0;

  get(id: number): Order | undefined {
    return this.orders.get(id);
  }

  isCurrent(id: number): boolean {
    return this.current.has(id) && connected();
  }

  /** Keeps a copy; `current` when it is what the server says now and live updates have followed it since. */
  put(order: Order, current = connected()) {
    this.orders.delete(order.id);
    this.orders.set(order.id, order);
    if (current) this.current.add(order.id);
    else this.current.delete(order.id);
    if (this.orders.size > LIMIT) this.forget(this.orders.keys().next().value!);
  }

  forget(id: number) {
    this.orders.delete(id);
    this.current.delete(id);
    if (this.inFlight.has(id)) this.changedInFlight.add(id);
  }

  /** The connection dropped: changes may be missed from now on, so no copy is current any more. */
  connectionLost() {
    this.drops++;
    this.current.clear();
  }

  /** Fetches from the server (one request per order at a time) and keeps the result. */
  fetch(id: number): Promise<Order> {
    const running = this.inFlight.get(id);
    if (running) return running;
    const followed = connected();
    const drops = this.drops;
    this.changedInFlight.delete(id);
    const request = call(endpoints.getOrder, { params: { id } })
      .then((order) => {
        this.put(order, followed && drops === this.drops && !this.changedInFlight.has(id) && connected());
        return order;
      })
      .finally(() => {
        this.inFlight.delete(id);
        this.changedInFlight.delete(id);
      });
    this.inFlight.set(id, request);
    return request;
  }

  /** Fetches orders ahead of need, and again a copy the connection has not followed; failures are ignored. */
  prefetch(ids: readonly number[]) {
    for (const id of ids) if (!this.orders.has(id) || (connected() && !this.current.has(id))) this.fetch(id).catch(() => {});
  }
}

export const orderCache = new OrderCache();

// In sync: a drop and a reconnect in the same tick must still count as a drop.
subscribe(
  liveConnection,
  () => {
    if (!connected()) orderCache.connectionLost();
  },
  true,
);
