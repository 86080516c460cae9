import { Suspense } from 'react';
import { Redirect } from 'wouter';
import { messages } from '../../shared/domain/messages.ts';
import { DayPlanPage } from '../lazy-screens.ts';
import { Workbench } from '../workbench/Workbench.tsx';

/** /plan and /plan/tomorrow: the day's plan in the workbench's shell (top bar, folders, keys, live updates). */
export function PlanScreen({ day }: { day?: string }) {
  // Today is /plan itself; anything but 'tomorrow' after it is no plan day.
  if (day !== undefined && day !== 'tomorrow') return <Redirect to="/plan" replace />;
  return (
    <Workbench>
      <Suspense fallback={<p className="muted">{messages.loading}</p>}>
        <DayPlanPage day={day ?? 'today'} />
      </Suspense>
    </Workbench>
  );
}
