import { useCallback, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { PLAN_DAY_TITLES, PLAN_DAYS, planMessages, type PlanDay } from '../../shared/domain/day-plan.ts';
import { formatLongDate } from '../../shared/domain/format.ts';
import { formatOrderRoute } from '../../shared/routes.ts';
import { onOrderChanges } from '../realtime/live-updates.ts';
import { dayPlan, loadDayPlan, reloadDayPlanSoon, stopDayPlanReload } from './day-plan-state.ts';
import { PlanCounts } from './PlanCounts.tsx';
import { PlanCutoffs } from './PlanCutoffs.tsx';
import { planPath } from './plan-texts.ts';
import { usePlanKeys } from './use-plan-keys.ts';
import './day-plan.css';

const groupPath = (key: string) => formatOrderRoute({ tags: [], group: key });

/** The day's plan: per delivery slot the groups by who takes the orders, with the work still open and the cut-offs. */
export function DayPlanPage({ day }: { day: PlanDay }) {
  const { plan, failed, clockSkewMs } = useSnapshot(dayPlan);
  const [, navigate] = useLocation();
  const groupsRef = useRef<HTMLDivElement>(null);
  const shown = plan?.day === day ? plan : null;

  useEffect(() => {
    void loadDayPlan(day);
  }, [day]);

  useEffect(() => {
    const stopFollowing = onOrderChanges(reloadDayPlanSoon);
    return () => {
      stopFollowing();
      stopDayPlanReload();
    };
  }, []);

  // The first group takes the focus when a day's plan arrives; a live reload leaves the focus where it is.
  const focusedDate = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || focusedDate.current === `${day}:${shown.date}`) return;
    focusedDate.current = `${day}:${shown.date}`;
    groupsRef.current?.querySelector<HTMLElement>('.plan-group')?.focus();
  }, [shown, day]);

  const switchDay = useCallback((next: PlanDay) => navigate(planPath(next)), [navigate]);
  usePlanKeys(groupsRef, switchDay);

  const dayTitle = PLAN_DAY_TITLES[day];
  return (
    <section className="day-plan" aria-label={planMessages.title}>
      <header className="day-plan__header">
        <h1>{planMessages.title}</h1>
        {shown && <p className="day-plan__date">{formatLongDate(shown.date)}</p>}
        <nav className="day-plan__days" aria-label="Dag">
          {PLAN_DAYS.map((option, index) => (
            <Link key={option} href={planPath(option)} aria-current={option === day ? 'page' : undefined}
              title={`${PLAN_DAY_TITLES[option]} (${index + 1})`}>
              {PLAN_DAY_TITLES[option]}
            </Link>
          ))}
        </nav>
        <p className="day-plan__keys">↑ ↓ groep kiezen · Enter opent de groep · ← → of 1 2 wisselt de dag</p>
      </header>
      {failed && !shown ? (
        <p className="day-plan__message day-plan__message--error" role="alert">
          {planMessages.loadFailed}{' '}
          <button type="button" onClick={() => void loadDayPlan(day)}>Opnieuw proberen</button>
        </p>
      ) : !shown ? (
        // Until the day's plan is here it is on its way: the effect above asks for it on the first render.
        <p className="day-plan__message" role="status">{planMessages.loading}</p>
      ) : (
        <>
          <p className="day-plan__totals"><PlanCounts counts={shown.counts} /></p>
          <PlanCutoffs date={shown.date} cutoffs={shown.cutoffs} clockSkewMs={clockSkewMs} />
          {shown.slots.length === 0 && <p className="day-plan__message" role="status">{planMessages.empty(dayTitle)}</p>}
          <div ref={groupsRef} className="day-plan__slots">
            {shown.slots.map((slot) => (
              <section key={slot.slot} className="plan-slot" aria-label={slot.title}>
                <h2 className="plan-slot__title">
                  {slot.title} <PlanCounts counts={slot.counts} />
                </h2>
                <ul className="plan-slot__groups">
                  {slot.groups.map((group) => (
                    <li key={group.key}>
                      <Link href={groupPath(group.key)} className="plan-group">
                        <span className="plan-group__title">{group.suggested ? `${group.title} (voorstel)` : group.title}</span>
                        <PlanCounts counts={group.counts} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
