import type { SuggestionContext } from '../../shared/domain/carrier-suggestion.ts';
import {
  planGroupKey, planHandoff, planSlot, type PlanDay, type PlanHandoff, type PlanOrder, type PlanSlot,
} from '../../shared/domain/day-plan.ts';

export interface ClassifiedGroup<O extends PlanOrder> {
  key: string;
  slot: PlanSlot;
  handoff: PlanHandoff;
  orders: O[];
}

/** The orders of a plan day by group ('{day}.{slot}.{handoff}'): one classification for the plan and its list filter. */
export function groupPlanOrders<O extends PlanOrder>(
  orders: readonly O[], day: PlanDay, context: SuggestionContext,
): Map<string, ClassifiedGroup<O>> {
  const groups = new Map<string, ClassifiedGroup<O>>();
  for (const order of orders) {
    const slot = planSlot(order);
    const handoff = planHandoff(order, context);
    const key = planGroupKey({ day, slot, handoff });
    const group = groups.get(key) ?? { key, slot, handoff, orders: [] };
    group.orders.push(order);
    groups.set(key, group);
  }
  return groups;
}
