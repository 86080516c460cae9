import { Link } from 'wouter';
import { parsePlanGroupKey, planMessages } from '../../shared/domain/day-plan.ts';
import { keyHint } from '../commands/registry.ts';
import { planGroupLabel, planPath } from './plan-texts.ts';
import './day-plan.css';

/** In the folder tabs' place while the list shows a plan group: which group, and the way back to the plan. */
export function PlanGroupTab({ group }: { group: string }) {
  const ref = parsePlanGroupKey(group);
  if (!ref) return null;
  return (
    <nav className="plan-group-tab" aria-label={planMessages.title}>
      <span aria-current="page">{planGroupLabel(group)}</span>
      <Link href={planPath(ref.day)}>{keyHint(`Terug naar de ${planMessages.title.toLowerCase()}`, 'go.plan')}</Link>
    </nav>
  );
}
