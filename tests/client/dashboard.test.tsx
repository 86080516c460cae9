import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../src/client/admin/dashboard/DashboardPage.tsx';
import { configureApi } from '../../src/client/api/client.ts';
import type { Statistic, StatisticRef } from '../../src/shared/schema/stats.ts';
import { json, mockApi } from './detail/api-mock.ts';

const list: StatisticRef[] = [
  { id: 'orders-per-day', name: 'Orders per dag' },
  { id: 'revenue-per-day', name: 'Omzet per dag' },
  { id: 'orders-per-carrier', name: 'Orders per vervoerder' },
  { id: 'orders-per-folder', name: 'Orders per map' },
  { id: 'on-time-deliveries', name: 'Op tijd bezorgd' },
];

/** Figures for 30 and 31 March. */
const days = (values: [number, number]) => values.map((value, index) => ({ date: `2026-03-3${index}`, value }));
const figures: Record<string, Pick<Statistic, 'unit' | 'series'>> = {
  'orders-per-day': { unit: 'count', series: [{ name: 'Orders', data: days([4, 12]) }] },
  'revenue-per-day': { unit: 'euro', series: [{ name: 'Omzet', data: days([1234.5, 0]) }] },
  'orders-per-carrier': { unit: 'count', series: [{ name: 'PostNL', data: days([3, 1]) }, { name: 'Trunkrs', data: days([0, 2]) }] },
  'orders-per-folder': { unit: 'count', series: [{ name: 'Problemen', data: days([0, 0]) }, { name: 'Bellen', data: days([0, 0]) }] },
  // 29 March had no deliveries: no share at all, not 0 %.
  'on-time-deliveries': {
    unit: 'percent', series: [{ name: 'Op tijd', data: [{ date: '2026-03-29', value: null }, ...days([93, 87.5])] }],
  },
};

/** A stats server; `refuse` names statistics that answer 500 with a Dutch message. */
function mockStats(refuse: string[] = []) {
  return mockApi(({ url }) => {
    const path = new URL(url, 'http://werkplaats.test').pathname;
    if (path.endsWith('/workbench/stats')) return json(list);
    const id = path.split('/').pop()!;
    if (refuse.includes(id)) return json({ message: 'Onverwachte fout. Probeer nogmaals' }, 500);
    const query = new URL(url, 'http://werkplaats.test').searchParams;
    return json({ id, name: list.find((ref) => ref.id === id)!.name, from: query.get('from'), to: query.get('to'), ...figures[id] });
  });
}

const widget = (name: string) => screen.getByRole('region', { name });

/** jsdom measures nothing: this observer reports a 600 wide card, as a browser would, so the charts draw. */
function measureCardsAs600Wide() {
  vi.stubGlobal('ResizeObserver', class {
    private readonly report: ResizeObserverCallback;
    constructor(report: ResizeObserverCallback) {
      this.report = report;
    }
    observe(target: Element) {
      this.report([{ target, contentRect: { width: 600, height: 250, top: 0, left: 0 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    unobserve() {}
    disconnect() {}
  });
}

async function drawnChart(name: string) {
  const card = await screen.findByRole('region', { name });
  return waitFor(() => {
    const svg = card.querySelector<SVGSVGElement>(`svg[aria-label="${name}"]`);
    expect(svg).not.toBeNull();
    return svg!;
  });
}
const statisticCalls = (sent: { url: string }[]) => sent.map((request) => request.url).filter((url) => url.includes('/workbench/stats/'));

beforeEach(() => {
  configureApi({ token: () => 'token', onUnauthorized: () => {} });
  // Half past midnight on 1 April in Amsterdam, still 31 March in UTC: the range counts Amsterdam days.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-31T22:30:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the dashboard', () => {
  it('shows every statistic as a card with its title, loaded over the last 30 Amsterdam days', async () => {
    const { sent } = mockStats();
    render(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Periode' })).toHaveDisplayValue('Laatste 30 dagen');

    expect(await screen.findByRole('heading', { name: 'Orders per dag' })).toBeInTheDocument();
    for (const { name } of list) expect(within(widget(name)).getByRole('heading', { name })).toBeInTheDocument();
    await waitFor(() => expect(statisticCalls(sent)).toHaveLength(5));
    expect(statisticCalls(sent)).toContain('/gateway/api/workbench/stats/revenue-per-day?from=2026-03-03&to=2026-04-01');
  });

  it("says 'Geen data' when every value is zero, and otherwise names the lines and their figures", async () => {
    mockStats();
    render(<DashboardPage />);
    expect(await within(await screen.findByRole('region', { name: 'Orders per map' })).findByText('Geen data')).toBeInTheDocument();

    const revenue = widget('Omzet per dag');
    expect(await within(revenue).findByRole('cell', { name: '€ 1.234,50' })).toBeInTheDocument();
    expect(within(revenue).getByRole('rowheader', { name: '30 maart 2026' })).toBeInTheDocument();
    expect(within(revenue).queryByText('Geen data')).toBeNull();
    const onTime = widget('Op tijd bezorgd');
    expect(await within(onTime).findByRole('cell', { name: '93 %' })).toBeInTheDocument();
    expect(within(onTime).getByRole('cell', { name: '87,5 %' })).toBeInTheDocument();

    const carriers = widget('Orders per vervoerder');
    const legend = await within(carriers).findByRole('list', { name: 'Legenda Orders per vervoerder' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual(['PostNL', 'Trunkrs']);
    const swatches = [...legend.querySelectorAll<HTMLElement>('.graph-swatch')].map((swatch) => swatch.style.background);
    expect(new Set(swatches).size).toBe(2);
    for (const colour of swatches) expect(colour).toMatch(/^rgba\(.+, 0\.7\)$/);
  });

  it('shows the loading text until a statistic arrives and a refused one as an alert in its own card', async () => {
    mockStats(['orders-per-carrier']);
    render(<DashboardPage />);
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();

    const carriers = await screen.findByRole('region', { name: 'Orders per vervoerder' });
    expect(await within(carriers).findByRole('alert')).toHaveTextContent('Onverwachte fout. Probeer nogmaals');
    expect(await within(widget('Orders per dag')).findByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("hides a graph with 'Verbergen', lists it under 'Verborgen', keeps that in this browser and restores it", async () => {
    const user = userEvent.setup();
    const { sent } = mockStats();
    const { unmount } = render(<DashboardPage />);
    await screen.findByRole('region', { name: 'Omzet per dag' });

    await user.click(screen.getByRole('button', { name: 'Instellingen Omzet per dag' }));
    await user.click(screen.getByRole('menuitem', { name: 'Verbergen' }));
    expect(screen.queryByRole('region', { name: 'Omzet per dag' })).toBeNull();
    const hidden = screen.getByRole('region', { name: 'Verborgen' });
    expect(hidden).toHaveTextContent('Omzet per dag');
    expect(JSON.parse(localStorage.getItem('werkplaats.dashboard.hidden')!)).toEqual(['revenue-per-day']);

    unmount();
    sent.length = 0;
    render(<DashboardPage />);
    await screen.findByRole('region', { name: 'Orders per dag' });
    expect(screen.queryByRole('region', { name: 'Omzet per dag' })).toBeNull();
    await waitFor(() => expect(statisticCalls(sent)).toHaveLength(4));
    expect(statisticCalls(sent).some((url) => url.includes('revenue-per-day'))).toBe(false);

    await user.click(within(screen.getByRole('region', { name: 'Verborgen' })).getByRole('button', { name: 'Tonen Omzet per dag' }));
    expect(await within(widget('Omzet per dag')).findByRole('cell', { name: '€ 1.234,50' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verborgen' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('werkplaats.dashboard.hidden')!)).toEqual([]);
  });

  it('works from the keyboard: Tab reaches the settings button, Enter opens the menu, Escape or leaving it closes it', async () => {
    const user = userEvent.setup();
    mockStats();
    render(<DashboardPage />);
    await screen.findByRole('region', { name: 'Orders per dag' });
    const settings = screen.getByRole('button', { name: 'Instellingen Orders per dag' });

    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Periode' })).toHaveFocus();
    await user.tab();
    expect(settings).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Verbergen' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(settings).toHaveFocus();
    expect(settings).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Instellingen Omzet per dag' })).toHaveFocus();
    await user.click(settings);
    await user.click(screen.getByRole('heading', { name: 'Dashboard' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('region', { name: 'Orders per dag' })).toBeInTheDocument();
  });

  it('reloads every graph over the chosen period', async () => {
    const user = userEvent.setup();
    const { sent } = mockStats();
    render(<DashboardPage />);
    await waitFor(() => expect(statisticCalls(sent)).toHaveLength(5));

    sent.length = 0;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'Laatste 7 dagen');
    await waitFor(() => expect(statisticCalls(sent)).toHaveLength(5));
    for (const url of statisticCalls(sent)) expect(url).toMatch(/\?from=2026-03-26&to=2026-04-01$/);
  });

  it('draws a 250 high chart as wide as its card, one line per series, with Dutch days on the axis', async () => {
    measureCardsAs600Wide();
    mockStats();
    render(<DashboardPage />);
    const chart = await drawnChart('Orders per vervoerder');
    expect(chart).toHaveAttribute('width', '600');
    expect(chart).toHaveAttribute('height', '250');
    const lines = () => [...chart.querySelectorAll('path')].map((line) => line.getAttribute('stroke'));
    await waitFor(() => expect(lines()).toEqual(['rgba(47, 107, 79, 0.7)', 'rgba(31, 119, 180, 0.7)']));
    const ticks = (axis: string) => [...chart.querySelectorAll(`.graph-axis--${axis} .visx-axis-tick`)].map((tick) => tick.textContent);
    expect(ticks('days')).toEqual(['30 mrt', '31 mrt']);
    expect(ticks('values')).toEqual(['0', '1', '2', '3']);
  });

  it('leaves a day without deliveries out of the on-time line and its table, instead of drawing 0 %', async () => {
    measureCardsAs600Wide();
    mockStats();
    render(<DashboardPage />);
    const chart = await drawnChart('Op tijd bezorgd');
    const line = await waitFor(() => {
      const path = chart.querySelector('path[stroke]');
      expect(path).not.toBeNull();
      return path!;
    });
    // Two points, 30 and 31 March, joined: one move and one line, nothing for 29 March (the left edge).
    const [start, end] = line.getAttribute('d')!.match(/^M([\d.]+),[\d.]+L([\d.]+),[\d.]+$/)!.slice(1).map(Number);
    expect(start).toBeGreaterThan(200);
    expect(end).toBeGreaterThan(start);
    const onTime = widget('Op tijd bezorgd');
    expect(within(onTime).getByRole('row', { name: '29 maart 2026 —' })).toBeInTheDocument();
    expect(within(onTime).queryByRole('cell', { name: '0 %' })).toBeNull();
  });

  it("shows the server's refusal of the statistics list", async () => {
    mockApi(() => json({ message: 'Geen toegang' }, 403));
    render(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen toegang');
    expect(screen.queryByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeNull();
  });
});
