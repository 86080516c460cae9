import type { Order } from '../../shared/schema/order.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';

const LIMIT = 30;

/** Recently seen and prefetched orders, newest last; a live update for an order drops its copy. */
class OrderCache {
  private orders = new Map<number, Order>();
  private inFlight = new Map<number, Promise<Order>>();

  get(id: number): Order | undefined {
    return this.orders.get(id);
  }

  put(order: Order) {
    this.orders.delete(order.id);
    this.orders.set(order.id, order);
    if (this.orders.size > LIMIT) this.orders.delete(this.orders.keys().next().value!);
  }

  forget(id: number) {
    this.orders.delete(id);
  }

  /** Fetches from the server (one request per order at a time) and keeps the result. */
  fetch(id: number): Promise<Order> {
    const running = this.inFlight.get(id);
    if (running) return running;
    const request = call(endpoints.getOrder, { params: { id } })
      .then((order) => {
        this.put(order);
        return order;
      })
      .finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, request);
    return request;
  }

  /** Fetches orders ahead of need; failures are ignored (opening the order will report them). */
  prefetch(ids: readonly number[]) {
    for (const id of ids) if (!this.orders.has(id)) this.fetch(id).catch(() => {});
  }
}

export const orderCache = new OrderCache();
