import { useMemo, useState } from 'react';
import { messages } from '../../../shared/domain/messages.ts';
import type { StatisticRef } from '../../../shared/schema/stats.ts';
import { ErrorPanel } from '../florists/ErrorPanel.tsx';
import { useServerList } from '../server-list.ts';
import { GraphWidget } from './GraphWidget.tsx';
import { HiddenWidgets } from './HiddenWidgets.tsx';
import { useHiddenWidgets } from './hidden-widgets.ts';
import { DEFAULT_RANGE_DAYS, lastDays, RANGES } from './range.ts';
import { loadStatistics, statistics as statisticList } from './statistics-store.ts';
import './dashboard.css';

/** Beheer's start page (spec §2 Dashboard): each statistic as a graph over the chosen days, two per row. */
export function DashboardPage() {
  const { items: statistics, loadError } = useServerList(statisticList, loadStatistics);
  const [days, setDays] = useState<number>(DEFAULT_RANGE_DAYS);
  const range = useMemo(() => lastDays(days), [days]);
  const { hidden, hide, restore } = useHiddenWidgets();


  const isHidden = (statistic: StatisticRef) => hidden.includes(statistic.id);
  return (
    <section className="dashboard">
      <header className="dashboard__head">
        <h1>Dashboard</h1>
        <label>
          Periode{' '}
          <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {RANGES.map((choice) => (
              <option key={choice.days} value={choice.days}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </header>
      <ErrorPanel message={loadError} />
      {!statistics && !loadError && <p className="muted">{messages.loading}</p>}
      {statistics && (
        <>
          <div className="dashboard__grid">
            {statistics.filter((statistic) => !isHidden(statistic)).map((statistic) => (
              <GraphWidget key={statistic.id} statistic={statistic} range={range} onHide={() => hide(statistic.id)} />
            ))}
          </div>
          <HiddenWidgets statistics={statistics.filter(isHidden)} onRestore={restore} />
        </>
      )}
    </section>
  );
}
