import { useEffect, useState } from 'react';
import { messages } from '../../../shared/domain/messages.ts';
import type { Statistic, StatisticRef } from '../../../shared/schema/stats.ts';
import { LineGraph } from './LineGraph.tsx';
import type { DateRange } from './range.ts';
import { fetchStatistic } from './statistics-store.ts';
import { WidgetMenu } from './WidgetMenu.tsx';

type Loaded = { statistic: Statistic } | { error: string };

// A share is data also at 0 %; a count or sum of 0 is nothing happening.
const isFigure = (unit: Statistic['unit'], value: number | null) => value !== null && (value !== 0 || unit === 'percent');
const hasData = (statistic: Statistic) =>
  statistic.series.some((line) => line.data.some((datum) => isFigure(statistic.unit, datum.value)));

/** One dashboard card: a statistic over the chosen days as a line graph, 'Geen data' when it has no figures. */
export function GraphWidget({ statistic: { id, name }, range, onHide }: { statistic: StatisticRef; range: DateRange; onHide: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    setLoaded(null);
    fetchStatistic(id, range, abort.signal)
      .then((statistic) => setLoaded({ statistic }))
      .catch((error: Error) => {
        if (!abort.signal.aborted) setLoaded({ error: error.message });
      });
    return () => abort.abort();
  }, [id, range]);

  const headingId = `graph-${id}`;
  return (
    <section className="graph-widget" aria-labelledby={headingId}>
      <header className="graph-widget__head">
        <h2 id={headingId}>{name}</h2>
        <WidgetMenu title={name} onHide={onHide} />
      </header>
      {!loaded && <p className="muted">{messages.loading}</p>}
      {loaded && 'error' in loaded && (
        <p className="graph-widget__error" role="alert">
          {loaded.error}
        </p>
      )}
      {loaded && 'statistic' in loaded && (hasData(loaded.statistic) ? <LineGraph statistic={loaded.statistic} /> : <p className="graph-widget__empty">Geen data</p>)}
    </section>
  );
}
