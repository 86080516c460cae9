import type { SuggestionContext } from '../../shared/domain/carrier-suggestion.ts';
import { enabledCarriers } from '../../shared/domain/carrier-button.ts';
import { planDate, type PlanDay } from '../../shared/domain/day-plan.ts';
import type { Db } from '../db/database.ts';
import { listPlanOrders } from '../db/day-plan.ts';
import { listFeatures } from '../db/workbench.ts';
import { toPlanOrder, type PlanOrderWithId } from './plan-order.ts';

export interface PlanDayOrders {
  date: string;
  orders: PlanOrderWithId[];
  /** The location's switched-on carriers, as the client's suggestion uses them (carrier.sendSuggested). */
  context: SuggestionContext;
}

/** The orders of a plan day at the location, and what their hand-offs are judged by. */
export async function loadPlanDay(db: Db, location: string, day: PlanDay, now: Date): Promise<PlanDayOrders> {
  const date = planDate(day, now);
  const [features, rows] = await Promise.all([listFeatures(db, location), listPlanOrders(db, date)]);
  return {
    date,
    orders: rows.map((row) => toPlanOrder(row, date)),
    context: { enabled: enabledCarriers(features), location, now },
  };
}
