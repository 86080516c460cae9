import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { planMessages } from '../../src/shared/domain/day-plan.ts';
import type { DayPlan } from '../../src/shared/schema/day-plan.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

// Tuesday 14 May 2030 in Amsterdam (UTC+2): far from the fixture's orders, so the plan holds only the ones below.
const TODAY = '2030-05-14';
const TOMORROW = '2030-05-15';
const MORNING = new Date('2030-05-14T09:00:00+02:00');
const OUTSIDE_REGION = '3011 AB';
const IN_AMSTERDAM = '1012 AB';

interface SeedOrder {
  id: number;
  date?: string;
  part?: 'morning' | 'afternoon' | 'evening';
  serviceTime?: string;
  zipcode?: string;
  treatment?: string;
  carrier?: string;
  transport?: Record<string, unknown>;
  regioPrintedOnly?: boolean;
  paid?: boolean;
  printed?: boolean;
  deleted?: boolean;
}

const ORDERS: SeedOrder[] = [
  { id: 91000001, part: 'morning', paid: false },
  { id: 91000002, part: 'morning', carrier: 'postnl', transport: { postnl: { code: '3SPLAN0001' } }, printed: true },
  { id: 91000003, part: 'morning', printed: true },
  { id: 91000004, part: 'evening' },
  { id: 91000005, serviceTime: '2030-05-14T13:30:00+02:00', part: 'afternoon', zipcode: IN_AMSTERDAM, paid: false },
  { id: 91000006, treatment: 'Collega bloemist', carrier: 'florist', printed: true },
  // Own delivery that only printed its label: not handed to anyone yet (spec §4).
  { id: 91000007, carrier: 'regio', transport: { regio: { isRegistered: true } }, regioPrintedOnly: true },
  { id: 91000008, part: 'morning', deleted: true },
  { id: 91000009, date: TOMORROW },
];

describe.each(databaseKinds)('the day plan on %s', (kind) => {
  const t = useTestApp(kind);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/gateway/api${url}`, headers: { ...bearer(t.staff), ...headers } });
  const plan = async (query = '', headers: Record<string, string> = {}) => {
    const response = await get(`/workbench/plan${query}`, headers);
    expect(response.statusCode).toBe(200);
    return response.json() as DayPlan;
  };
  const groupList = async (group: string) => {
    const response = await get(`/workbench/order?group=${group}&tags=unprocessed`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { id: number }[]; meta: { total: number } });
  };
  const clock = (at: Date) => vi.setSystemTime(at);

  beforeAll(async () => {
    for (const order of ORDERS) {
      const recipient = { address: { zipcode: order.zipcode ?? OUTSIDE_REGION, countryCode: 'NL' } };
      await t.database.pool.query(
        `INSERT INTO orders (id, order_number, order_date, delivery_date, delivery_part, delivery_date_time, total_ex,
           total_in, active_transporter, transport, is_regio_printed_only, treatment, is_paid, print_jobs, deleted_at,
           payment_method_id, customer_name, recipient_name, recipient, customer)
         VALUES ($1, $13, '2030-05-10T10:00:00Z', $2, $3, $4, 10, 12, $5, $6, $7, $8, $9, $10, $11, 1, 'Klant',
           'Ontvanger', $12, '{}')`,
        [order.id, order.date ?? TODAY, order.part ?? null, order.serviceTime ?? null, order.carrier ?? null,
          JSON.stringify(order.transport ?? {}), order.regioPrintedOnly ?? false, order.treatment ?? 'Nieuw',
          order.paid ?? true, JSON.stringify(order.printed ? { order: 1905235200 } : {}),
          order.deleted ? new Date() : null, JSON.stringify(recipient), `PLAN${order.id}`],
      );
    }
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock(MORNING);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('groups the day by slot in plan order, and within a slot by most orders, with the open work', async () => {
    const today = await plan();
    expect(today).toMatchObject({ day: 'today', date: TODAY, now: MORNING.getTime() / 1000 });
    expect(today.counts).toEqual({ orders: 7, unprinted: 4, unregistered: 5, unpaid: 2 });
    expect(today.slots.map((slot) => [slot.slot, slot.title, slot.counts.orders])).toEqual([
      ['morning', 'Ochtend', 3], ['evening', 'Avond', 1], ['timed', 'Op tijd (rouw, kerkdienst)', 1], ['day', 'Hele dag', 2],
    ]);
    const [morning, evening, timed, day] = today.slots;
    expect(morning.groups).toEqual([
      { key: 'today.morning.dynalogic', handoff: 'dynalogic', title: 'Dynalogic', suggested: true,
        counts: { orders: 2, unprinted: 1, unregistered: 2, unpaid: 1 } },
      { key: 'today.morning.postnl', handoff: 'postnl', title: 'PostNL', suggested: false,
        counts: { orders: 1, unprinted: 0, unregistered: 0, unpaid: 0 } },
    ]);
    expect(evening.groups.map((group) => group.key)).toEqual(['today.evening.redjepakketje']);
    // Own delivery wins in the shop's own region, also for a funeral piece.
    expect(timed.groups.map((group) => [group.key, group.counts.unpaid])).toEqual([['today.timed.regio', 1]]);
    expect(day.groups.map((group) => [group.key, group.title, group.suggested, group.counts.unregistered])).toEqual([
      ['today.day.florist', 'Collega bloemist', false, 0],
      ['today.day.dynalogic', 'Dynalogic', true, 1],
    ]);
  });

  it('lists the cut-offs still ahead of the enabled carriers, soonest first', async () => {
    const deadlines = (await plan()).cutoffs.map((cutoff) => [cutoff.carrier, cutoff.title, cutoff.deadline]);
    const at = (time: string) => new Date(`${TODAY}T${time}:00+02:00`).getTime() / 1000;
    // PostNL needed today's parcels yesterday at 17:00.
    expect(deadlines).toEqual([
      ['zorgeloosbezorgd', 'ZorgeloosBezorgd', at('14:00')], ['trunkrs', 'Trunkrs', at('14:00')],
      ['reviva', 'Reviva', at('15:00')], ['regio', 'Regio', at('15:00')],
      ['dynalogic', 'Dynalogic', at('16:00')], ['redjepakketje', 'Red je Pakketje', at('16:30')],
    ]);
    // At 17:00 today is already tomorrow's plan, and PostNL's hand-over for it has just closed.
    clock(new Date(`${TODAY}T16:59:59+02:00`));
    expect((await plan()).cutoffs[0]).toMatchObject({ carrier: 'postnl' });
    clock(new Date(`${TODAY}T17:00:00+02:00`));
    expect((await plan()).cutoffs.map((cutoff) => cutoff.carrier)).not.toContain('postnl');
    // Utrecht has no Reviva.
    clock(MORNING);
    expect((await plan('', { 'x-location': 'Utrecht' })).cutoffs.map((cutoff) => cutoff.carrier)).not.toContain('reviva');
  });

  it('plans tomorrow with PostNL still open until today 17:00', async () => {
    const tomorrow = await plan('?day=tomorrow');
    expect(tomorrow).toMatchObject({ day: 'tomorrow', date: TOMORROW, counts: { orders: 1 } });
    expect(tomorrow.slots[0].groups.map((group) => group.key)).toEqual(['tomorrow.day.postnl']);
    expect(tomorrow.cutoffs[0]).toMatchObject({ carrier: 'postnl', deadline: new Date(`${TODAY}T17:00:00+02:00`).getTime() / 1000 });
  });

  it('moves today to the next day at 12:00 Amsterdam time', async () => {
    clock(new Date(`${TODAY}T11:59:59+02:00`));
    expect(await plan()).toMatchObject({ date: TODAY, counts: { orders: 7 } });
    clock(new Date(`${TODAY}T12:00:00+02:00`));
    const afterNoon = await plan();
    expect(afterNoon).toMatchObject({ day: 'today', date: TOMORROW, counts: { orders: 1 } });
    expect(afterNoon.slots[0].groups[0].key).toBe('today.day.postnl');
    expect((await plan('?day=tomorrow')).date).toBe('2030-05-16');
  });

  it("lists only a group's orders, whatever folder is asked, by the plan's own classification", async () => {
    const morning = await groupList('today.morning.dynalogic');
    expect(morning.data.map((item) => item.id)).toEqual([91000001, 91000003]);
    expect(morning.meta.total).toBe(2);
    expect((await groupList('today.day.florist')).data.map((item) => item.id)).toEqual([91000006]);
    expect((await groupList('today.afternoon.trunkrs')).meta.total).toBe(0);
    clock(new Date(`${TODAY}T12:00:00+02:00`));
    expect((await groupList('today.day.postnl')).data.map((item) => item.id)).toEqual([91000009]);
  });

  it('refuses a group that does not exist and a day that is no plan day', async () => {
    for (const group of ['today.morning.dhl', 'yesterday.morning.postnl', 'today.night.postnl']) {
      const response = await get(`/workbench/order?group=${group}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(planMessages.unknownGroup);
    }
    for (const url of ['/workbench/order?group=today.morning', '/workbench/plan?day=yesterday', '/workbench/plan?day=']) {
      expect((await get(url)).statusCode).toBe(400);
    }
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/gateway/api/workbench/plan' });
    expect(response.statusCode).toBe(401);
  });
});
