import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../../src/shared/domain/constants.ts';
import {
  handOverDeadline, isUnregistered, parsePlanGroupKey, planDate, planGroupKey, planHandoff, planSlot, type PlanOrder,
} from '../../src/shared/domain/day-plan.ts';

const utc = (instant: string) => new Date(`${instant}Z`);
const days = (now: Date) => [planDate('today', now), planDate('tomorrow', now)];

describe('planDate: today is the working day, tomorrow from 12:00 Amsterdam time', () => {
  it('on an ordinary day the plan moves on at 12:00 local, not at 12:00 UTC', () => {
    expect(days(new Date('2026-05-10T11:59:00+02:00'))).toEqual(['2026-05-10', '2026-05-11']);
    expect(days(new Date('2026-05-10T12:00:00+02:00'))).toEqual(['2026-05-11', '2026-05-12']);
    expect(days(utc('2026-05-10T11:00:00'))).toEqual(['2026-05-11', '2026-05-12']);
  });

  it('over a month and a year end', () => {
    expect(days(new Date('2026-12-31T12:00:00+01:00'))).toEqual(['2027-01-01', '2027-01-02']);
  });

  describe('29 March 2026, the clocks go forward (02:00 CET → 03:00 CEST)', () => {
    it('the night before and the night itself still plan that Sunday', () => {
      expect(days(new Date('2026-03-28T11:59:00+01:00'))).toEqual(['2026-03-28', '2026-03-29']);
      expect(days(new Date('2026-03-28T12:00:00+01:00'))).toEqual(['2026-03-29', '2026-03-30']);
      expect(days(new Date('2026-03-28T23:59:00+01:00'))).toEqual(['2026-03-29', '2026-03-30']);
      expect(days(utc('2026-03-29T00:59:00'))).toEqual(['2026-03-29', '2026-03-30']); // 01:59 CET
      expect(days(utc('2026-03-29T01:00:00'))).toEqual(['2026-03-29', '2026-03-30']); // 03:00 CEST
    });

    it('11:59 local plans the Sunday, 12:00 local (10:00 UTC, no longer 11:00) the Monday', () => {
      expect(days(utc('2026-03-29T09:59:00'))).toEqual(['2026-03-29', '2026-03-30']);
      expect(days(utc('2026-03-29T10:00:00'))).toEqual(['2026-03-30', '2026-03-31']);
      expect(days(utc('2026-03-29T10:30:00'))).toEqual(['2026-03-30', '2026-03-31']);
    });
  });

  describe('25 October 2026, the clocks go back (03:00 CEST → 02:00 CET)', () => {
    it('the night before and both passes of 02:30 still plan that Sunday', () => {
      expect(days(new Date('2026-10-24T11:59:00+02:00'))).toEqual(['2026-10-24', '2026-10-25']);
      expect(days(new Date('2026-10-24T12:00:00+02:00'))).toEqual(['2026-10-25', '2026-10-26']);
      expect(days(utc('2026-10-24T23:30:00'))).toEqual(['2026-10-25', '2026-10-26']);
      expect(days(utc('2026-10-25T00:30:00'))).toEqual(['2026-10-25', '2026-10-26']); // 02:30 CEST
      expect(days(utc('2026-10-25T01:30:00'))).toEqual(['2026-10-25', '2026-10-26']); // 02:30 CET
    });

    it('11:59 local plans the Sunday, 12:00 local (11:00 UTC, no longer 10:00) the Monday', () => {
      expect(days(utc('2026-10-25T10:30:00'))).toEqual(['2026-10-25', '2026-10-26']);
      expect(days(utc('2026-10-25T10:59:00'))).toEqual(['2026-10-25', '2026-10-26']);
      expect(days(utc('2026-10-25T11:00:00'))).toEqual(['2026-10-26', '2026-10-27']);
    });
  });
});

describe('handOverDeadline', () => {
  const deadline = (carrier: Parameters<typeof handOverDeadline>[0], date: string) => handOverDeadline(carrier, date)?.toISO();

  it('a next-day carrier (PostNL) must have the parcel the day before, at its cut-off', () => {
    expect(deadline('postnl', '2026-05-12')).toBe('2026-05-11T17:00:00.000+02:00');
  });

  it('a same-day courier takes it on the day itself', () => {
    expect(deadline('dynalogic', '2026-05-12')).toBe('2026-05-12T16:00:00.000+02:00');
    expect(deadline('redjepakketje', '2026-05-12')).toBe('2026-05-12T16:30:00.000+02:00');
  });

  it('none on a Sunday for the carriers that deliver Monday to Saturday; own delivery goes out every day', () => {
    for (const carrier of CARRIERS.filter((carrier) => carrier !== 'regio')) {
      expect(handOverDeadline(carrier, '2026-05-10')).toBeNull();
    }
    expect(deadline('regio', '2026-05-10')).toBe('2026-05-10T15:00:00.000+02:00');
  });

  it('keeps local time over both clock changes', () => {
    expect(handOverDeadline('postnl', '2026-03-30')?.toUTC().toISO()).toBe('2026-03-29T15:00:00.000Z');
    expect(handOverDeadline('postnl', '2026-10-26')?.toUTC().toISO()).toBe('2026-10-25T16:00:00.000Z');
    expect(handOverDeadline('regio', '2026-03-29')?.toUTC().toISO()).toBe('2026-03-29T13:00:00.000Z');
    expect(handOverDeadline('regio', '2026-10-25')?.toUTC().toISO()).toBe('2026-10-25T14:00:00.000Z');
  });

  it('no deadline for a date that is no date', () => {
    expect(handOverDeadline('postnl', 'morgen')).toBeNull();
  });
});

const order = (overrides: Partial<PlanOrder> = {}): PlanOrder => ({
  deliveryDate: '2026-05-12',
  deliveryDateTime: null,
  deliveryPart: null,
  isMourning: false,
  isEveningDelivery: false,
  recipient: { address: { zipcode: '3011 AB', countryCode: 'NL' } },
  treatment: 'Nieuw',
  activeTransporter: null,
  isPaid: true,
  printed: false,
  ...overrides,
});
// Monday 11 May 2026, 09:00: every carrier can still make Tuesday.
const context = { enabled: CARRIERS, location: 'Amsterdam', now: new Date('2026-05-11T09:00:00+02:00') };

describe('planSlot', () => {
  it('a service time makes an order timed, whatever its part of the day', () => {
    expect(planSlot(order({ deliveryDateTime: 1778580000, deliveryPart: 'morning' }))).toBe('timed');
  });

  it('the part of the day, else the whole day', () => {
    expect(planSlot(order({ deliveryPart: 'morning' }))).toBe('morning');
    expect(planSlot(order({ deliveryPart: 'evening' }))).toBe('evening');
    expect(planSlot(order())).toBe('day');
  });
});

describe('planHandoff and isUnregistered', () => {
  it('a colleague florist or the relay wins over a registered carrier, and neither is open work', () => {
    const florist = order({ treatment: 'Collega bloemist', activeTransporter: 'postnl' });
    const relay = order({ treatment: 'Euroflorist' });
    expect(planHandoff(florist, context)).toBe('florist');
    expect(planHandoff(relay, context)).toBe('relay');
    expect(isUnregistered(florist)).toBe(false);
    expect(isUnregistered(relay)).toBe(false);
  });

  it('a registered carrier wins over the suggestion', () => {
    const registered = order({ activeTransporter: 'trunkrs' });
    expect(planHandoff(registered, context)).toBe('trunkrs');
    expect(isUnregistered(registered)).toBe(false);
  });

  it('an unregistered order goes to the suggested carrier of the location, or to none', () => {
    expect(planHandoff(order(), context)).toBe('postnl');
    expect(planHandoff(order({ recipient: { address: { zipcode: '1012 AB', countryCode: 'NL' } } }), context)).toBe('regio');
    expect(planHandoff(order({ isMourning: true }), context)).toBe('dynalogic');
    expect(planHandoff(order(), { ...context, enabled: [] })).toBe('none');
    expect(isUnregistered(order())).toBe(true);
  });
});

describe('plan group keys', () => {
  it('round-trip and refuse what is no group', () => {
    const group = { day: 'tomorrow', slot: 'timed', handoff: 'florist' } as const;
    expect(parsePlanGroupKey(planGroupKey(group))).toEqual(group);
    for (const key of ['today.morning', 'today.morning.postnl.x', 'yesterday.morning.postnl', 'today.night.postnl', 'today.morning.dhl']) {
      expect(parsePlanGroupKey(key)).toBeNull();
    }
  });
});
