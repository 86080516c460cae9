// The flower-relay commands (issue 11): 'Naar EuroFlorist' opens the relay form, 'Markeren als afgehandeld door
// EuroFlorist' asks, then marks the order without a mail (issue 21); both only for an open order not yet handed over.
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import relayMark from '../../commands/relay.mark.ts';
import relaySend from '../../commands/relay.send.ts';
import { answerHandoff, handoffQuestion } from '../../src/client/panels/handoff/handoff-question.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { json, mockApi } from '../client/detail/api-mock.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { applies, fakeContext } from './fake-context.ts';

const openOrder = (overrides: Partial<Order> = {}) => {
  const order = makeOrder({ treatment: 'Nieuw', ...overrides });
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
  return fakeContext({ route: { tags: ['unprocessed'], id: order.id }, activeOrder: order, flags: { 'order.open': true } });
};

beforeEach(() => {
  window.history.replaceState(null, '', '/order/t[unprocessed]/10000034');
});

describe('the flower-relay commands', () => {
  it('apply to an open order that is not with the relay or a colleague florist yet', () => {
    for (const command of [relaySend, relayMark]) {
      expect(command.group).toBe('Collega bloemist');
      expect(applies(command, openOrder())).toBe(true);
      expect(applies(command, openOrder({ treatment: 'Verwerkt' }))).toBe(true);
      expect(applies(command, openOrder({ treatment: 'Euroflorist' }))).toBe(false);
      expect(applies(command, openOrder({ treatment: 'Collega bloemist' }))).toBe(false);
      expect(applies(command, fakeContext({ activeOrder: makeOrder(), flags: {} }))).toBe(false);
    }
  });

  it('say why for an order already handed over, in the words the server refuses a second hand-off with', () => {
    for (const command of [relaySend, relayMark]) {
      const message = command.unavailableMessage as (context: ReturnType<typeof openOrder>) => string | undefined;
      expect(message(openOrder({ orderNumber: 'BLB0000010', treatment: 'Euroflorist' }))).toBe('Order BLB0000010 is al naar EuroFlorist verstuurd');
      expect(message(openOrder({ orderNumber: 'BLB0000010', treatment: 'Collega bloemist' }))).toBe('Order BLB0000010 is al naar collega bloemist verstuurd');
      expect(message(openOrder())).toBeUndefined();
    }
  });

  it("'Naar EuroFlorist' opens the relay form of the open order", () => {
    const context = openOrder();
    expect(relaySend.title).toBe('Naar EuroFlorist');
    relaySend.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 10000034, action: 'sendToEuroFloristEmail' });
  });

  it('marking asks first: no answer or a no sends nothing and keeps the order open', async () => {
    const { sent } = mockApi(() => json({}));
    const running = relayMark.run(openOrder(), undefined);
    expect(handoffQuestion.open).toEqual({
      heading: 'Markeren als afgehandeld',
      text: 'Order BLB0000034 markeren als afgehandeld door EuroFlorist? Er gaat geen mail weg.',
      confirmLabel: 'Markeren',
    });
    answerHandoff(false);
    await running;
    expect(handoffQuestion.open).toBeNull();
    expect(sent).toEqual([]);
    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000034');
  });

  it('marking, once confirmed, posts the order only, then it leaves for the list saying it was marked, not mailed', async () => {
    const { sent, fetch } = mockApi(() => json({
      handoff: { id: 3, orderId: 10000034, target: 'euroflorist', method: 'mark', floristId: null, reference: 'EF20261123003', createdBy: 'medewerker', createdAt: 1_795_000_000 },
      order: makeOrder({ treatment: 'Euroflorist', activeTransporter: 'euroflorist' }),
    }));
    const success = vi.spyOn(toast, 'success');
    expect(relayMark.title).toBe('Markeren als afgehandeld door EuroFlorist');
    const running = relayMark.run(openOrder(), undefined);
    answerHandoff(true);
    await running;

    expect(sent.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/gateway/api/workbench/transport/euroflorist/mark', { orderId: 10000034 }],
    ]);
    expect((fetch.mock.calls[0][1]!.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('Order BLB0000034 is gemarkeerd als afgehandeld door EuroFlorist');
    expect(window.location.pathname).toBe('/order/t[unprocessed]');
    expect(activeOrder.order?.treatment).toBe('Euroflorist');
  });

  it("a refused mark is one toast 'Kan niet als afgehandeld door Euroflorist markeren' with the server's message", async () => {
    mockApi(() => json({ message: 'Order 10000034 is al naar EuroFlorist verstuurd', code: 'Conflict' }, 409));
    const failure = vi.spyOn(toast, 'error');
    const running = relayMark.run(openOrder(), undefined);
    answerHandoff(true);
    await running;

    expect(failure).toHaveBeenCalledTimes(1);
    expect(failure).toHaveBeenCalledWith('Kan niet als afgehandeld door Euroflorist markeren', {
      description: 'Order 10000034 is al naar EuroFlorist verstuurd',
    });
    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000034');
  });
});
