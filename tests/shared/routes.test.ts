import { describe, expect, it } from 'vitest';
import { formatOrderRoute, parseOrderRoute, type OrderRoute } from '../../src/shared/routes.ts';

// Every form of spec §2 "Order route shape", with and without an action.
const forms: [string, OrderRoute][] = [
  ['/order/q[jansen]', { tags: [], query: 'jansen' }],
  ['/order/q[jansen]/p[2]/10000123', { tags: [], query: 'jansen', page: 2, id: 10000123 }],
  ['/order/q[jansen]/p[2]/10000123/viewFlorist', { tags: [], query: 'jansen', page: 2, id: 10000123, action: 'viewFlorist' }],
  ['/order/q[jansen]/10000123', { tags: [], query: 'jansen', id: 10000123 }],
  ['/order/q[jansen]/10000123/sendToPostnl', { tags: [], query: 'jansen', id: 10000123, action: 'sendToPostnl' }],
  ['/order/t[unprocessed]', { tags: ['unprocessed'] }],
  ['/order/t[unprocessed,23279793]', { tags: ['unprocessed', 23279793] }],
  ['/order/t[processed]/p[3]', { tags: ['processed'], page: 3 }],
  ['/order/t[deliveryexpired]/q[1234 AB]', { tags: ['deliveryexpired'], query: '1234 AB' }],
  ['/order/t[23300001]/p[4]/10000123', { tags: [23300001], page: 4, id: 10000123 }],
  ['/order/t[23300001]/p[4]/10000123/addPhoto', { tags: [23300001], page: 4, id: 10000123, action: 'addPhoto' }],
  ['/order/t[unprocessed]/q[bos]/10000123', { tags: ['unprocessed'], query: 'bos', id: 10000123 }],
  ['/order/t[unprocessed]/q[bos]/10000123/attachments', { tags: ['unprocessed'], query: 'bos', id: 10000123, action: 'attachments' }],
  ['/order/t[unprocessed]/q[bos]/p[2]/10000123', { tags: ['unprocessed'], query: 'bos', page: 2, id: 10000123 }],
  ['/order/t[unprocessed]/q[bos]/p[2]/10000123/sendToColleague', { tags: ['unprocessed'], query: 'bos', page: 2, id: 10000123, action: 'sendToColleague' }],
  ['/order/t[unprocessed]/10000123', { tags: ['unprocessed'], id: 10000123 }],
  ['/order/t[unprocessed]/10000123/sendToTrunkrs', { tags: ['unprocessed'], id: 10000123, action: 'sendToTrunkrs' }],
  ['/order/10000123', { tags: [], id: 10000123 }],
  ['/order/10000123/sendToReviva', { tags: [], id: 10000123, action: 'sendToReviva' }],
  ['/order/t[unprocessed]/create', { tags: ['unprocessed'], id: 'create' }],
  ['/order', { tags: [] }],
];

describe('order route grammar', () => {
  it.each(forms)('reads %s', (path, route) => {
    expect(parseOrderRoute(path)).toEqual(route);
  });

  it.each(forms)('writes %s back exactly', (path, route) => {
    expect(formatOrderRoute(route)).toBe(path);
    expect(parseOrderRoute(formatOrderRoute(route))).toEqual(route);
  });

  it('reads addresses the browser has percent-encoded', () => {
    expect(parseOrderRoute('/order/t%5Bunprocessed%5D/p%5B2%5D/10000123')).toEqual({ tags: ['unprocessed'], page: 2, id: 10000123 });
    expect(parseOrderRoute('/order/q%5Bde%20vries%5D')).toEqual({ tags: [], query: 'de vries' });
  });

  it('round-trips searches with characters that would break the path', () => {
    for (const query of ['a/b', '50%', 'what?', 'x]y', '#1', '', 'één']) {
      const route: OrderRoute = { tags: [], query };
      expect(parseOrderRoute(formatOrderRoute(route))).toEqual(route);
    }
  });

  it('accepts any sendTo* action for the generic carrier form', () => {
    expect(parseOrderRoute('/order/10000123/sendToDhl')?.action).toBe('sendToDhl');
  });

  it.each([
    '/orders',
    '/order/p[2]/t[unprocessed]',
    '/order/q[a]/t[unprocessed]',
    '/order/t[unprocessed]/p[0]',
    '/order/t[unprocessed]/p[x]',
    '/order/10000123/unknownAction',
    '/order/10000123/viewFlorist/extra',
    '/order/abc',
    '/order/viewFlorist',
  ])('refuses %s', (path) => {
    expect(parseOrderRoute(path)).toBeNull();
  });
});
