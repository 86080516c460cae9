import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/domain/constants.ts';
import {
  parsePlanGroupKey, PLAN_DAY_TITLES, PLAN_SLOT_TITLES, planHandoffTitle, planMessages, type PlanDay,
} from '../../shared/domain/day-plan.ts';

/** Where the plan of a day lives. */
export const planPath = (day: PlanDay) => (day === 'today' ? '/plan' : '/plan/tomorrow');

/** 'Dagplanning: Ochtend · PostNL' (tomorrow's groups say so); null for a key that is no group. */
export function planGroupLabel(key: string): string | null {
  const group = parsePlanGroupKey(key);
  if (!group) return null;
  const day = group.day === 'today' ? '' : ` ${PLAN_DAY_TITLES[group.day].toLowerCase()}`;
  return `${planMessages.title}${day}: ${PLAN_SLOT_TITLES[group.slot]} · ${planHandoffTitle(group.handoff)}`;
}

/** The time left until a deadline, as the countdown says it: '2 u 05 min', '45 min'; at least a minute. */
export function timeLeft(deadlineSeconds: number, nowMs: number): string {
  const minutes = Math.max(1, Math.ceil((deadlineSeconds * 1000 - nowMs) / 60_000));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} u ${String(minutes % 60).padStart(2, '0')} min` : `${minutes} min`;
}

/** A deadline's clock time in Amsterdam, '17:00'; with its weekday when it is not on the plan's date. */
export function deadlineTime(deadlineSeconds: number, planDate: string): string {
  const moment = DateTime.fromSeconds(deadlineSeconds, { zone: TIMEZONE, locale: 'nl' });
  return moment.toISODate() === planDate ? moment.toFormat('HH:mm') : moment.toFormat('cccc HH:mm');
}
