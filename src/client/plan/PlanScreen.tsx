import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { KeyboardLayer } from '../commands/KeyboardLayer.tsx';
import { ui } from '../state/ui.ts';
import { Sidebar } from '../workbench/Sidebar.tsx';
import { TopBar } from '../workbench/TopBar.tsx';
import { useRealtime } from '../workbench/use-realtime.ts';
import { DayPlanPage } from './DayPlanPage.tsx';
import '../workbench/workbench.css';

function PlanEffects() {
  useRealtime();
  return null;
}

/** /plan and /plan/tomorrow: the day's plan in the workbench's shell (top bar, folders, keys, live updates). */
export function PlanScreen({ day }: { day?: string }) {
  const { sidebarCollapsed } = useSnapshot(ui);
  // Today is /plan itself; anything but 'tomorrow' after it is no plan day.
  if (day !== undefined && day !== 'tomorrow') return <Redirect to="/plan" replace />;
  return (
    <div className={`workbench ${sidebarCollapsed ? 'workbench--sidebar-collapsed' : ''}`}>
      <TopBar />
      <Sidebar />
      <main className="workbench__main">
        <DayPlanPage day={day ?? 'today'} />
      </main>
      <PlanEffects />
      <KeyboardLayer />
    </div>
  );
}
