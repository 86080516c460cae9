import { describe, expect, it } from 'vitest';
import { formatOrderRoute, parseOrderRoute, type OrderRoute } from '../../src/shared/routes.ts';

describe('the g[…] segment of a plan group in the order route', () => {
  const cases: [string, OrderRoute][] = [
    ['/order/g[today.morning.postnl]', { tags: [], group: 'today.morning.postnl' }],
    ['/order/g[today.morning.postnl]/p[2]/123', { tags: [], group: 'today.morning.postnl', page: 2, id: 123 }],
    ['/order/g[tomorrow.timed.florist]/10000123/sendToPostnl',
      { tags: [], group: 'tomorrow.timed.florist', id: 10000123, action: 'sendToPostnl' }],
    ['/order/g[today.day.none]/q[jansen]/p[3]', { tags: [], group: 'today.day.none', query: 'jansen', page: 3 }],
  ];

  it.each(cases)('round-trips %s', (path, route) => {
    expect(parseOrderRoute(path)).toEqual(route);
    expect(formatOrderRoute(route)).toBe(path);
  });

  it('reads an address the browser has percent-encoded', () => {
    expect(parseOrderRoute('/order/g%5Btoday.evening.trunkrs%5D/p%5B2%5D')).toEqual({
      tags: [], group: 'today.evening.trunkrs', page: 2,
    });
  });

  it('refuses a group that is no plan group, or one beside a folder or after a page', () => {
    for (const path of [
      '/order/g[today.morning.dhl]', '/order/g[]', '/order/g[today.morning]', '/order/t[unprocessed]/g[today.morning.postnl]',
      '/order/g[today.morning.postnl]/t[unprocessed]', '/order/p[2]/g[today.morning.postnl]',
    ]) {
      expect(parseOrderRoute(path)).toBeNull();
    }
  });
});
