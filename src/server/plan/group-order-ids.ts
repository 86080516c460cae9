import { parsePlanGroupKey, planGroupKey, planMessages } from '../../shared/domain/day-plan.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../http-errors.ts';
import { groupPlanOrders } from './plan-groups.ts';
import { loadPlanDay } from './plan-day.ts';

/** The ids of a plan group's orders now, classified as the plan classifies them; a key that is no group is refused. */
export async function groupOrderIds(db: Db, location: string, key: string, now: Date): Promise<number[]> {
  const group = parsePlanGroupKey(key);
  if (!group) throw badRequest(planMessages.unknownGroup, [{ field: 'group', message: planMessages.unknownGroup }]);
  const { orders, context } = await loadPlanDay(db, location, group.day, now);
  const groups = groupPlanOrders(orders, group.day, context);
  return groups.get(planGroupKey(group))?.orders.map((order) => order.id) ?? [];
}
