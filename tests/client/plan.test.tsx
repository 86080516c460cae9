import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { configureApi } from '../../src/client/api/client.ts';
import { DayPlanPage } from '../../src/client/plan/DayPlanPage.tsx';
import { dayPlan } from '../../src/client/plan/day-plan-state.ts';
import { PlanGroupTab } from '../../src/client/plan/PlanGroupTab.tsx';
import { PlanScreen } from '../../src/client/plan/PlanScreen.tsx';
import { applyServerMessage } from '../../src/client/realtime/live-updates.ts';
import type { DayPlan } from '../../src/shared/schema/day-plan.ts';
import { json, mockApi } from './detail/api-mock.ts';

const at = (local: string) => new Date(`${local}+02:00`).getTime() / 1000;
const counts = (orders: number, unprinted = 0, unregistered = 0, unpaid = 0) => ({ orders, unprinted, unregistered, unpaid });

// Sunday 10 May 2026 (Mother's Day), 09:00.
const TODAY: DayPlan = {
  day: 'today',
  date: '2026-05-10',
  now: at('2026-05-10T09:00:00'),
  counts: counts(6, 3, 4, 1),
  slots: [
    {
      slot: 'morning', title: 'Ochtend', counts: counts(5, 3, 4, 1),
      groups: [
        { key: 'today.morning.regio', handoff: 'regio', title: 'Regio', suggested: true, counts: counts(4, 3, 4, 1) },
        { key: 'today.morning.florist', handoff: 'florist', title: 'Collega bloemist', suggested: false, counts: counts(1) },
      ],
    },
    {
      slot: 'timed', title: 'Op tijd (rouw, kerkdienst)', counts: counts(1),
      groups: [{ key: 'today.timed.regio', handoff: 'regio', title: 'Regio', suggested: false, counts: counts(1) }],
    },
  ],
  cutoffs: [{ carrier: 'regio', title: 'Regio', deadline: at('2026-05-10T15:00:00') }],
};
const TOMORROW: DayPlan = { day: 'tomorrow', date: '2026-05-11', now: TODAY.now, counts: counts(0), slots: [], cutoffs: [] };

function servePlans(answer: (day: string) => Response = (day) => json(day === 'tomorrow' ? TOMORROW : TODAY)) {
  return mockApi(({ url }) => answer(new URL(url, 'http://werkplaats.test').searchParams.get('day') ?? 'today'));
}

const planCalls = (sent: { url: string }[]) => sent.filter((request) => request.url.includes('/workbench/plan')).length;

function renderPlan(path = '/plan') {
  window.history.replaceState(null, '', path);
  return render(
    <Switch>
      <Route path="/plan">{() => <DayPlanPage day="today" />}</Route>
      <Route path="/plan/tomorrow">{() => <DayPlanPage day="tomorrow" />}</Route>
      <Route>{() => <p>elders</p>}</Route>
    </Switch>,
  );
}

const groupRows = () => screen.getAllByRole('link').filter((link) => link.classList.contains('plan-group'));

beforeEach(() => {
  configureApi({ token: () => 'token', onUnauthorized: () => {} });
  Object.assign(dayPlan, { day: 'today', plan: null, loading: false, failed: false, clockSkewMs: 0 });
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the day plan page', () => {
  it('shows the day, its totals, the cut-offs with their countdown, and per slot the groups with their open work', async () => {
    servePlans();
    renderPlan();
    expect(screen.getByRole('status')).toHaveTextContent('Even geduld a.u.b. Dagplanning wordt geladen...');
    expect(await screen.findByText('zondag 10 mei 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dagplanning', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Regio: aanmelden vóór 15:00 (nog 6 u 00 min)')).toBeInTheDocument();

    const morning = screen.getByRole('region', { name: 'Ochtend' });
    expect(within(morning).getByRole('heading', { level: 2 })).toHaveTextContent('Ochtend 5 orders3 niet geprint4 niet aangemeld1 niet betaald');
    const [suggested, florist] = within(morning).getAllByRole('link');
    expect(suggested).toHaveTextContent('Regio (voorstel)4 orders3 niet geprint4 niet aangemeld1 niet betaald');
    expect(florist).toHaveTextContent(/^Collega bloemist1 order/);
    expect(within(florist).getByText('0 niet aangemeld')).toHaveClass('plan-counts__open--none');
    expect(within(suggested).getByText('4 niet aangemeld')).not.toHaveClass('plan-counts__open--none');
    expect(screen.getByRole('region', { name: 'Op tijd (rouw, kerkdienst)' })).toBeInTheDocument();
  });

  it('focuses the first group, moves with ↑/↓ and opens the focused group with Enter', async () => {
    servePlans();
    const user = userEvent.setup();
    renderPlan();
    await screen.findByText('zondag 10 mei 2026');
    await waitFor(() => expect(groupRows()[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(groupRows()[2]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(groupRows()[1]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(decodeURI(window.location.pathname)).toBe('/order/g[today.morning.florist]');
  });

  it('opens a group with a click', async () => {
    servePlans();
    const user = userEvent.setup();
    renderPlan();
    await user.click(within(await screen.findByRole('region', { name: 'Op tijd (rouw, kerkdienst)' })).getByRole('link'));
    expect(decodeURI(window.location.pathname)).toBe('/order/g[today.timed.regio]');
  });

  it('switches the day with → and ← (and 2 and 1), and says when a day has no orders or cut-offs', async () => {
    servePlans();
    const user = userEvent.setup();
    renderPlan();
    await screen.findByText('zondag 10 mei 2026');
    await user.keyboard('{ArrowRight}');
    expect(window.location.pathname).toBe('/plan/tomorrow');
    expect(await screen.findByText('maandag 11 mei 2026')).toBeInTheDocument();
    expect(screen.getByText('Geen orders voor morgen')).toBeInTheDocument();
    expect(screen.getByText('Geen vervoerder heeft voor deze dag nog een aanmeldtijd open')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(window.location.pathname).toBe('/plan');
    await user.keyboard('2');
    expect(window.location.pathname).toBe('/plan/tomorrow');
    await user.keyboard('1');
    expect(window.location.pathname).toBe('/plan');
  });

  it('says when the plan cannot be loaded, and tries again', async () => {
    let fail = true;
    servePlans(() => (fail ? json({ message: 'Onverwachte fout' }, 500) : json(TODAY)));
    const user = userEvent.setup();
    renderPlan();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kan de dagplanning niet laden');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('zondag 10 mei 2026')).toBeInTheDocument();
  });

  it('loads again, once, after a burst of order changes from other workstations', async () => {
    // The clock is the test's: it moves on at once past the reload's delay, and past it again to show nothing follows.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { sent } = servePlans();
      renderPlan();
      await screen.findByText('zondag 10 mei 2026');
      expect(planCalls(sent)).toBe(1);
      act(() => {
        for (let change = 0; change < 5; change++) applyServerMessage({ type: 'listitem', orderId: 10000001 + change });
      });
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await waitFor(() => expect(planCalls(sent)).toBe(2));
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(planCalls(sent)).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the tab of a plan group in the list', () => {
  it('names the group and leads back to its day of the plan', async () => {
    window.history.replaceState(null, '', '/order/g[tomorrow.morning.postnl]');
    const user = userEvent.setup();
    render(<PlanGroupTab group="tomorrow.morning.postnl" />);
    expect(screen.getByText('Dagplanning morgen: Ochtend · PostNL')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terug naar de dagplanning (G dan D)' }));
    expect(window.location.pathname).toBe('/plan/tomorrow');
  });
});

describe('the plan in the workbench shell', () => {
  it("has the top bar with its 'Dagplanning' link, and 'g d' leads there from anywhere", async () => {
    mockApi(({ url }) => (url.includes('/workbench/plan') ? json(TODAY) : json([])));
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/plan/tomorrow');
    render(
      <Switch>
        <Route path="/plan/:day?">{(params) => <PlanScreen day={params.day ?? undefined} />}</Route>
        <Route>{() => <p>elders</p>}</Route>
      </Switch>,
    );
    const nav = screen.getByRole('navigation', { name: 'Hoofdmenu' });
    expect(within(nav).getByRole('link', { name: 'Dagplanning' })).toHaveAttribute('href', '/plan');
    await user.keyboard('gd');
    expect(window.location.pathname).toBe('/plan');
    expect(await screen.findByText('zondag 10 mei 2026')).toBeInTheDocument();
  });

  it('sends a day that is no plan day to today', () => {
    mockApi(({ url }) => (url.includes('/workbench/plan') ? json(TODAY) : json([])));
    window.history.replaceState(null, '', '/plan/gisteren');
    render(
      <Switch>
        <Route path="/plan/:day?">{(params) => <PlanScreen day={params.day ?? undefined} />}</Route>
      </Switch>,
    );
    expect(window.location.pathname).toBe('/plan');
  });
});
