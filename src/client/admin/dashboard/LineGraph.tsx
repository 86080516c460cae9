import { ParentSize } from '@visx/responsive';
import { Axis, buildChartTheme, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import type { Statistic } from '../../../shared/schema/stats.ts';
import { PALETTE, seriesColour } from './palette.ts';
import { formatStatisticDate, formatStatisticDay, formatStatisticTick, formatStatisticValue } from './stat-format.ts';

/** Spec §9: every dashboard graph is 250 high and as wide as its card. */
export const CHART_HEIGHT = 250;

type Datum = Statistic['series'][number]['data'][number];

const theme = buildChartTheme({
  backgroundColor: '#ffffff',
  colors: [...PALETTE],
  tickLength: 4,
  gridColor: '#dde2de',
  gridColorDark: '#5f6b64',
});
const margin = { top: 12, right: 16, bottom: 28, left: 64 };

// A day 'YYYY-MM-DD' on a UTC axis: its ticks fall on whole days whatever the browser's timezone.
const dayOf = (datum: Datum) => new Date(`${datum.date}T00:00:00Z`);
// A day without a figure is NaN to the scale, which the line leaves out: a gap, not a fall to 0.
const valueOf = (datum: Datum) => datum.value ?? Number.NaN;
const isoDayOf = (tick: Date | number) => new Date(tick).toISOString().slice(0, 10);

/**
 * One statistic as lines, one per series, with its legend and a table of the same figures for screen readers.
 * The chart draws once its card has a width (a test's DOM has none; the legend and table still show).
 */
export function LineGraph({ statistic }: { statistic: Statistic }) {
  const { unit, series } = statistic;
  const colourOf = new Map(series.map((line, index) => [line.name, seriesColour(index)]));
  // A time axis would also tick at noon; label whole days only, as many as fit about 90 px apart.
  const days = series[0]?.data.map(dayOf) ?? [];
  const dayTicks = (width: number) => {
    const step = Math.ceil(days.length / Math.max(2, Math.floor(width / 90)));
    return days.filter((_, index) => index % step === 0);
  };
  // Counts are whole: below 4 fewer ticks, so the axis does not read '0,5'.
  const highest = Math.max(...series.flatMap((line) => line.data.map((datum) => datum.value ?? 0)));
  const valueTicks = unit === 'count' ? Math.max(1, Math.min(4, Math.ceil(highest))) : 4;
  const chart = (width: number) => (
    <XYChart
      width={width}
      height={CHART_HEIGHT}
      margin={margin}
      theme={theme}
      xScale={{ type: 'utc' }}
      yScale={{ type: 'linear', nice: true, zero: true }}
      accessibilityLabel={statistic.name}
    >
      <Grid columns={false} numTicks={valueTicks} />
      <Axis orientation="bottom" axisClassName="graph-axis--days" tickValues={dayTicks(width)} tickFormat={(tick) => formatStatisticDay(isoDayOf(tick))} />
      <Axis orientation="left" axisClassName="graph-axis--values" numTicks={valueTicks} tickFormat={(value) => formatStatisticTick(unit, Number(value))} />
      {series.map((line) => (
        <LineSeries key={line.name} dataKey={line.name} data={line.data} xAccessor={dayOf} yAccessor={valueOf} colorAccessor={(key) => colourOf.get(key)} />
      ))}
      <Tooltip<Datum>
        snapTooltipToDatumX
        showVerticalCrosshair
        showSeriesGlyphs
        renderTooltip={({ tooltipData }) => {
          const nearest = tooltipData?.nearestDatum;
          if (!nearest) return null;
          return (
            <div className="graph-tooltip">
              <strong>{formatStatisticDate(nearest.datum.date)}</strong>
              {Object.entries(tooltipData.datumByKey).map(([key, { datum }]) => (
                <div key={key}>
                  <span className="graph-swatch" style={{ background: colourOf.get(key) }} /> {series.length > 1 && `${key}: `}
                  {formatStatisticValue(unit, datum.value)}
                </div>
              ))}
            </div>
          );
        }}
      />
    </XYChart>
  );

  return (
    <>
      <div className="graph-area" style={{ height: CHART_HEIGHT }}>
        <ParentSize>{({ width }) => width > 0 && chart(width)}</ParentSize>
      </div>
      <ul className="graph-legend" aria-label={`Legenda ${statistic.name}`}>
        {series.map((line) => (
          <li key={line.name}>
            <span className="graph-swatch" style={{ background: colourOf.get(line.name) }} /> {line.name}
          </li>
        ))}
      </ul>
      <FiguresTable statistic={statistic} />
    </>
  );
}

/** The graph's figures day by day, for whoever cannot see the lines. */
function FiguresTable({ statistic }: { statistic: Statistic }) {
  const days = statistic.series[0]?.data.map((datum) => datum.date) ?? [];
  // A table does not shrink to 1 px itself: its hidden wrapper does, or it would widen the page.
  return (
    <div className="visually-hidden">
      <table>
        <caption>{statistic.name}</caption>
        <thead>
          <tr>
            <th scope="col">Datum</th>
            {statistic.series.map((line) => (
              <th key={line.name} scope="col">{line.name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((date, row) => (
            <tr key={date}>
              <th scope="row">{formatStatisticDate(date)}</th>
              {statistic.series.map((line) => (
                <td key={line.name}>{formatStatisticValue(statistic.unit, line.data[row]?.value ?? null)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
