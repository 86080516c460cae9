import { describe, expect, it } from 'vitest';
import floristSend from '../../commands/florist.send.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { applies, fakeContext } from './fake-context.ts';

const route = { tags: ['unprocessed' as const], id: 10000034 };
const open = { 'order.open': true };

describe('florist.send (Naar collega bloemist)', () => {
  it('opens the colleague-florist send screen of the open order', () => {
    const context = fakeContext({ activeOrder: makeOrder({ treatment: 'Nieuw' }), route, flags: open });
    expect(floristSend.title).toBe('Naar collega bloemist');
    expect(floristSend.group).toBe('Collega bloemist');
    expect(applies(floristSend, context)).toBe(true);
    void floristSend.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 10000034, action: 'sendToColleague' });
  });

  it('does not apply without an open order, or to one already with a colleague florist or the relay', () => {
    expect(applies(floristSend, fakeContext({ activeOrder: makeOrder({ treatment: 'Collega bloemist' }), route, flags: open }))).toBe(false);
    expect(applies(floristSend, fakeContext({ activeOrder: makeOrder({ treatment: 'Euroflorist' }), route, flags: open }))).toBe(false);
    expect(applies(floristSend, fakeContext({ activeOrder: null, route, flags: open }))).toBe(false);
    expect(applies(floristSend, fakeContext({ activeOrder: makeOrder(), route: { tags: ['unprocessed'] } }))).toBe(false);
  });

  it("says why for an order already handed over, in the server's words, instead of 'dat kan nu niet'", () => {
    const withTreatment = (treatment: string) =>
      fakeContext({ activeOrder: makeOrder({ orderNumber: 'BLB0000010', treatment }), route, flags: open });
    const message = floristSend.unavailableMessage as (context: ReturnType<typeof fakeContext>) => string | undefined;
    expect(message(withTreatment('Collega bloemist'))).toBe('Order BLB0000010 is al naar collega bloemist verstuurd');
    expect(message(withTreatment('Euroflorist'))).toBe('Order BLB0000010 is al naar EuroFlorist verstuurd');
    expect(message(withTreatment('Nieuw'))).toBeUndefined();
  });
});
