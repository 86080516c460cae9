import { inOwnRegion, type SuggestionContext } from '../../shared/domain/carrier-suggestion.ts';
import {
  planGroupKey, planHandoff, planSlot, type PlanDay, type PlanHandoff, type PlanOrder, type PlanSlot,
} from '../../shared/domain/day-plan.ts';

export interface ClassifiedGroup<O extends PlanOrder> {
  key: string;
  slot: PlanSlot;
  handoff: PlanHandoff;
  orders: O[];
}

/**
 * planHandoff for the many orders of one day. Each answer costs tens of microseconds (the carriers' timetables are
 * read with luxon), too much for a peak day of thousands; but it depends only on these fields of an order (the
 * hand-off rules and suggestCarrier's own-region, country, mourning or timed, evening and date tests), so orders
 * alike in them share one answer. tests/shared/day-plan-groups.test.ts holds it to planHandoff.
 */
function handoffsFor(context: SuggestionContext) {
  const known = new Map<string, PlanHandoff>();
  return (order: PlanOrder): PlanHandoff => {
    const { zipcode, countryCode } = order.recipient.address;
    const key = [
      order.treatment, order.activeTransporter, inOwnRegion(zipcode, countryCode, context.location),
      countryCode.toUpperCase(), order.isMourning || order.deliveryDateTime !== null, order.isEveningDelivery,
      order.deliveryDate,
    ].join('|');
    let handoff = known.get(key);
    if (handoff === undefined) {
      handoff = planHandoff(order, context);
      known.set(key, handoff);
    }
    return handoff;
  };
}

/** The orders of a plan day by group ('{day}.{slot}.{handoff}'): one classification for the plan and its list filter. */
export function groupPlanOrders<O extends PlanOrder>(
  orders: readonly O[], day: PlanDay, context: SuggestionContext,
): Map<string, ClassifiedGroup<O>> {
  const handoffOf = handoffsFor(context);
  const groups = new Map<string, ClassifiedGroup<O>>();
  for (const order of orders) {
    const slot = planSlot(order);
    const handoff = handoffOf(order);
    const key = planGroupKey({ day, slot, handoff });
    const group = groups.get(key) ?? { key, slot, handoff, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return groups;
}
