import type { StatisticRef } from '../../../shared/schema/stats.ts';

/** 'Verborgen': the graphs this browser hid, each with a button that shows it again. */
export function HiddenWidgets({ statistics, onRestore }: { statistics: StatisticRef[]; onRestore: (id: string) => void }) {
  if (statistics.length === 0) return null;
  return (
    <section className="dashboard__hidden" aria-labelledby="dashboard-hidden">
      <h2 id="dashboard-hidden">Verborgen</h2>
      <ul>
        {statistics.map((statistic) => (
          <li key={statistic.id}>
            {statistic.name}{' '}
            <button type="button" aria-label={`Tonen ${statistic.name}`} onClick={() => onRestore(statistic.id)}>
              Tonen
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
