import { useEffect, useState } from 'react';
import { planMessages } from '../../shared/domain/day-plan.ts';
import type { DayPlan } from '../../shared/schema/day-plan.ts';
import { deadlineTime, timeLeft } from './plan-texts.ts';

const MINUTE_MS = 60_000;

type Cutoff = DayPlan['cutoffs'][number];

/** The carriers' hand-over deadlines still ahead, counting down every minute on the server's clock. */
export function PlanCutoffs({ date, cutoffs, clockSkewMs }: { date: string; cutoffs: readonly Cutoff[]; clockSkewMs: number }) {
  const [now, setNow] = useState(() => Date.now() + clockSkewMs);
  useEffect(() => {
    setNow(Date.now() + clockSkewMs);
    const timer = setInterval(() => {
      setNow(Date.now() + clockSkewMs);
    }, MINUTE_MS);
    return () => {
      clearInterval(timer);
    };
  }, [clockSkewMs]);

  const ahead = cutoffs.filter((cutoff) => cutoff.deadline * 1000 > now);
  if (ahead.length === 0) return <p className="plan-cutoffs plan-cutoffs--none">{planMessages.noCutoffsAhead}</p>;
  return (
    <ul className="plan-cutoffs" aria-label="Aanmeldtijden">
      {ahead.map((cutoff) => (
        <li key={cutoff.carrier}>
          {planMessages.cutoffAhead(cutoff.title, deadlineTime(cutoff.deadline, date), timeLeft(cutoff.deadline, now))}
        </li>
      ))}
    </ul>
  );
}
