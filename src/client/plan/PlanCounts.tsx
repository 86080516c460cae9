import type { PlanCounts as Counts } from '../../shared/schema/day-plan.ts';

const OPEN_WORK: readonly [keyof Counts, string][] = [
  ['unprinted', 'niet geprint'],
  ['unregistered', 'niet aangemeld'],
  ['unpaid', 'niet betaald'],
];

/** '12 orders · 3 niet geprint · 5 niet aangemeld · 0 niet betaald'; what is done (zero) is shown dim. */
export function PlanCounts({ counts }: { counts: Counts }) {
  return (
    <span className="plan-counts">
      <span className="plan-counts__orders">{counts.orders === 1 ? '1 order' : `${counts.orders} orders`}</span>
      {OPEN_WORK.map(([field, label]) => (
        <span key={field} className={counts[field] === 0 ? 'plan-counts__open plan-counts__open--none' : 'plan-counts__open'}>
          {counts[field]} {label}
        </span>
      ))}
    </span>
  );
}
