import { useEffect, useMemo, useState } from 'react';
import { messages } from '../../../shared/domain/messages.ts';
import { endpoints } from '../../../shared/protocol/endpoints.ts';
import type { StatisticRef } from '../../../shared/schema/stats.ts';
import { call } from '../../api/client.ts';
import { ErrorPanel } from '../florists/ErrorPanel.tsx';
import { GraphWidget } from './GraphWidget.tsx';
import { HiddenWidgets } from './HiddenWidgets.tsx';
import { useHiddenWidgets } from './hidden-widgets.ts';
import { DEFAULT_RANGE_DAYS, lastDays, RANGES } from './range.ts';
import './dashboard.css';

/** Beheer's start page (spec §2 Dashboard): each statistic as a graph over the chosen days, two per row. */
export function DashboardPage() {
  const [statistics, setStatistics] = useState<StatisticRef[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [days, setDays] = useState<number>(DEFAULT_RANGE_DAYS);
  const range = useMemo(() => lastDays(days), [days]);
  const { hidden, hide, restore } = useHiddenWidgets();

  useEffect(() => {
    call(endpoints.listStatistics)
      .then(setStatistics)
      .catch((error: Error) => setLoadError(error.message));
  }, []);

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
