import { proxy, ref } from 'valtio';
import type { PlanDay } from '../../shared/domain/day-plan.ts';
import { endpoints } from '../api/endpoints.ts';
import type { DayPlan } from '../../shared/schema/day-plan.ts';
import { call } from '../api/client.ts';

/** The day's plan on screen: the day asked, its last answer, and how far the server's clock is from this one. */
export const dayPlan = proxy({
  day: 'today' as PlanDay,
  plan: null as DayPlan | null,
  loading: false,
  failed: false,
  /** Server time minus this workstation's time (ms), from the plan's `now`: the countdowns use the server's clock. */
  clockSkewMs: 0,
});

let inFlight: AbortController | null = null;

/** Loads the plan of the day; an earlier load still under way is cancelled. A reload keeps the old plan on screen. */
export async function loadDayPlan(day: PlanDay) {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  if (dayPlan.day !== day) dayPlan.plan = null;
  dayPlan.day = day;
  dayPlan.loading = true;
  dayPlan.failed = false;
  try {
    const plan = await call(endpoints.getDayPlan, { query: { day }, signal: controller.signal });
    if (controller !== inFlight) return;
    dayPlan.plan = ref(plan);
    dayPlan.clockSkewMs = plan.now * 1000 - Date.now();
  } catch {
    if (controller.signal.aborted) return;
    dayPlan.failed = true;
  } finally {
    if (controller === inFlight) {
      dayPlan.loading = false;
      inFlight = null;
    }
  }
}

// Workstations change orders in bursts (a bulk job touches forty at once): ask once after the burst.
const RELOAD_DELAY_MS = 500;
let reloadTimer: ReturnType<typeof setTimeout> | undefined;

export function reloadDayPlanSoon() {
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    reloadTimer = undefined;
    void loadDayPlan(dayPlan.day);
  }, RELOAD_DELAY_MS);
}

export function stopDayPlanReload() {
  clearTimeout(reloadTimer);
  reloadTimer = undefined;
}
