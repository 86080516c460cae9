import { describe, expect, it } from 'vitest';
import { groupPlanOrders } from '../../src/server/plan/plan-groups.ts';
import { CARRIERS, type Carrier } from '../../src/shared/domain/constants.ts';
import { planHandoff, planSlot, type PlanOrder } from '../../src/shared/domain/day-plan.ts';

// A small deterministic generator: every combination the hand-off rules look at, and some they do not.
function* random(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

function makeOrders(count: number): (PlanOrder & { id: number })[] {
  const next = random(14);
  const pick = <T,>(values: readonly T[]) => values[Math.floor(next.next().value! * values.length)];
  return Array.from({ length: count }, (_, id) => ({
    id,
    deliveryDate: pick(['2026-05-09', '2026-05-10', '2026-05-11']),
    deliveryDateTime: pick([null, null, null, 1778400000]),
    deliveryPart: pick([null, 'morning', 'afternoon', 'evening'] as const),
    isMourning: pick([false, false, true]),
    isEveningDelivery: pick([false, true]),
    recipient: { address: { zipcode: pick(['1012 AB', '1185 XX', '3511 AA', '3011 AB', '9711 AA', '']), countryCode: pick(['NL', 'nl', 'BE', 'DE']) } },
    treatment: pick(['Nieuw', 'Verwerkt', 'Collega bloemist', 'Euroflorist']),
    activeTransporter: pick<Carrier | null>([null, null, ...CARRIERS]),
    isPaid: pick([true, false]),
    printed: pick([true, false]),
  }));
}

describe('the grouping of a plan day', () => {
  const orders = makeOrders(3000);
  const contexts = [
    { enabled: CARRIERS, location: 'Amsterdam', now: new Date('2026-05-09T13:30:00+02:00') },
    { enabled: ['postnl', 'trunkrs'] as Carrier[], location: 'Utrecht', now: new Date('2026-05-10T08:00:00+02:00') },
    { enabled: [] as Carrier[], location: null, now: new Date('2026-05-10T17:30:00+02:00') },
  ];

  it.each(contexts)('puts every order where planSlot and planHandoff put it (%#)', (context) => {
    const groups = groupPlanOrders(orders, 'today', context);
    const placed = new Map<number, string>();
    for (const group of groups.values()) for (const order of group.orders) placed.set(order.id, group.key);
    expect(placed.size).toBe(orders.length);
    for (const order of orders) {
      expect(placed.get(order.id)).toBe(`today.${planSlot(order)}.${planHandoff(order, context)}`);
    }
  });
});
