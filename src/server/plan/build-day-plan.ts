import type { SuggestionContext } from '../../shared/domain/carrier-suggestion.ts';
import { CARRIER_TITLES, CARRIERS, type Carrier } from '../../shared/domain/constants.ts';
import {
  handOverDeadline, isUnregistered, PLAN_SLOT_TITLES, PLAN_SLOTS, planHandoffTitle, type PlanDay, type PlanHandoff,
  type PlanOrder,
} from '../../shared/domain/day-plan.ts';
import type { DayPlan, PlanCounts, PlanGroup } from '../../shared/schema/day-plan.ts';
import { groupPlanOrders } from './plan-groups.ts';

const isCarrier = (handoff: PlanHandoff): handoff is Carrier => (CARRIERS as readonly string[]).includes(handoff);

function countOrders(orders: readonly PlanOrder[]): PlanCounts {
  const counts = { orders: orders.length, unprinted: 0, unregistered: 0, unpaid: 0 };
  for (const order of orders) {
    if (!order.printed) counts.unprinted++;
    if (isUnregistered(order)) counts.unregistered++;
    if (!order.isPaid) counts.unpaid++;
  }
  return counts;
}

function addCounts(total: PlanCounts, counts: PlanCounts): PlanCounts {
  return {
    orders: total.orders + counts.orders,
    unprinted: total.unprinted + counts.unprinted,
    unregistered: total.unregistered + counts.unregistered,
    unpaid: total.unpaid + counts.unpaid,
  };
}

const NO_ORDERS: PlanCounts = { orders: 0, unprinted: 0, unregistered: 0, unpaid: 0 };

/** The enabled carriers' hand-over deadlines for the date that have not passed yet, soonest first. */
function cutoffsAhead(date: string, context: SuggestionContext): DayPlan['cutoffs'] {
  const now = context.now.getTime();
  return context.enabled
    .flatMap((carrier) => {
      const deadline = handOverDeadline(carrier, date);
      return deadline && deadline.toMillis() > now
        ? [{ carrier, title: CARRIER_TITLES[carrier], deadline: deadline.toUnixInteger() }]
        : [];
    })
    .sort((a, b) => a.deadline - b.deadline);
}

/** The day's plan of the date's orders: per slot the groups by most orders, with the work still open. */
export function buildDayPlan(day: PlanDay, date: string, orders: readonly PlanOrder[], context: SuggestionContext): DayPlan {
  const groups = [...groupPlanOrders(orders, day, context).values()];
  const slots = PLAN_SLOTS.flatMap((slot) => {
    const inSlot: PlanGroup[] = groups
      .filter((group) => group.slot === slot)
      .map((group) => ({
        key: group.key,
        handoff: group.handoff,
        title: planHandoffTitle(group.handoff),
        suggested: isCarrier(group.handoff) && group.orders.every((order) => order.activeTransporter === null),
        counts: countOrders(group.orders),
      }))
      .sort((a, b) => b.counts.orders - a.counts.orders || a.title.localeCompare(b.title));
    if (inSlot.length === 0) return [];
    const counts = inSlot.map((group) => group.counts).reduce(addCounts, NO_ORDERS);
    return [{ slot, title: PLAN_SLOT_TITLES[slot], counts, groups: inSlot }];
  });
  return {
    day,
    date,
    now: Math.floor(context.now.getTime() / 1000),
    counts: slots.map((slot) => slot.counts).reduce(addCounts, NO_ORDERS),
    slots,
    cutoffs: cutoffsAhead(date, context),
  };
}
