import { Redirect } from 'wouter';
import { Workbench } from '../workbench/Workbench.tsx';
import { DayPlanPage } from './DayPlanPage.tsx';

/** /plan and /plan/tomorrow: the day's plan in the workbench's shell (top bar, folders, keys, live updates). */
export function PlanScreen({ day }: { day?: string }) {
  // Today is /plan itself; anything but 'tomorrow' after it is no plan day.
  if (day !== undefined && day !== 'tomorrow') return <Redirect to="/plan" replace />;
  return (
    <Workbench>
      <DayPlanPage day={day ?? 'today'} />
    </Workbench>
  );
}
