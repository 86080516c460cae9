import { describe, expect, it } from 'vitest';
import { routeFor } from '../../src/server/carriers/regio/routes.ts';
import { CARRIERS } from '../../src/shared/domain/constants.ts';
import {
  canDeliverOn, earliestDelivery, inOwnRegion, OWN_DELIVERY_REGIONS, suggestCarrier, type SuggestionOrder,
} from '../../src/shared/domain/carrier-suggestion.ts';

const order = (overrides: Partial<SuggestionOrder> & { zipcode?: string; countryCode?: string } = {}): SuggestionOrder => ({
  deliveryDate: '2026-11-24',
  deliveryDateTime: null,
  isMourning: false,
  isEveningDelivery: false,
  recipient: { address: { zipcode: overrides.zipcode ?? '3011 AB', countryCode: overrides.countryCode ?? 'NL' } },
  ...overrides,
});
const all = { enabled: CARRIERS, location: 'Amsterdam' };
// Monday 23 November 2026 (winter time, UTC+1).
const mondayAt = (local: string) => new Date(`2026-11-23T${local}+01:00`);

describe('cut-off for today, Europe/Amsterdam', () => {
  it('a same-day courier delivers today until its cut-off and the next delivery day after it', () => {
    expect(earliestDelivery('dynalogic', mondayAt('15:59'))).toBe('2026-11-23');
    expect(earliestDelivery('dynalogic', mondayAt('16:00'))).toBe('2026-11-24');
  });

  it('a next-day carrier delivers after a Sunday on Monday: handed over on Saturday, or on Friday after its cut-off', () => {
    expect(earliestDelivery('postnl', new Date('2026-11-28T16:59:00+01:00'))).toBe('2026-11-30');
    expect(earliestDelivery('postnl', new Date('2026-11-27T17:00:00+01:00'))).toBe('2026-11-30');
    expect(earliestDelivery('postnl', new Date('2026-11-27T16:59:00+01:00'))).toBe('2026-11-28');
  });

  // Own delivery (every day, cut-off 15:00) on the days the clocks change: the cut-off stays at 15:00 local time.
  it('last Sunday of March (UTC+1 → UTC+2): 15:00 local is 13:00 UTC', () => {
    expect(earliestDelivery('regio', new Date('2026-03-29T12:59:00Z'))).toBe('2026-03-29');
    expect(earliestDelivery('regio', new Date('2026-03-29T13:00:00Z'))).toBe('2026-03-30');
  });

  it('last Sunday of October (UTC+2 → UTC+1): 15:00 local is 14:00 UTC', () => {
    expect(earliestDelivery('regio', new Date('2026-10-25T13:59:00Z'))).toBe('2026-10-25');
    expect(earliestDelivery('regio', new Date('2026-10-25T14:00:00Z'))).toBe('2026-10-26');
  });

  it('a courier that does not drive on Sunday: the day after the October change, its 16:00 cut-off is 15:00 UTC', () => {
    expect(earliestDelivery('dynalogic', new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-26');
    expect(earliestDelivery('dynalogic', new Date('2026-10-26T14:59:00Z'))).toBe('2026-10-26');
    expect(earliestDelivery('dynalogic', new Date('2026-10-26T15:00:00Z'))).toBe('2026-10-27');
  });
});

describe('who can still deliver on the order date', () => {
  it('refuses a day the carrier does not drive, a country it does not serve and a date already out of reach', () => {
    const now = mondayAt('09:00');
    expect(canDeliverOn('reviva', '2026-11-29', 'NL', now)).toBe(false); // Sunday
    expect(canDeliverOn('regio', '2026-11-29', 'NL', now)).toBe(true);
    expect(canDeliverOn('dynalogic', '2026-11-24', 'BE', now)).toBe(false);
    expect(canDeliverOn('postnl', '2026-11-24', 'BE', now)).toBe(true);
    expect(canDeliverOn('postnl', '2026-11-23', 'NL', now)).toBe(false);
    expect(canDeliverOn('dynalogic', '2026-11-23', 'NL', now)).toBe(true);
    expect(canDeliverOn('dynalogic', '2026-11-23', 'NL', mondayAt('16:00'))).toBe(false);
  });
});

describe('the own delivery region', () => {
  it('covers the location\'s postcodes written any way, only in the Netherlands', () => {
    expect(inOwnRegion('1017AB', 'NL', 'Amsterdam')).toBe(true);
    expect(inOwnRegion(' 1185 xy', 'nl', 'Amsterdam')).toBe(true);
    expect(inOwnRegion('1017 AB', 'NL', 'Utrecht')).toBe(false);
    expect(inOwnRegion('3511 AB', 'NL', 'Utrecht')).toBe(true);
    expect(inOwnRegion('1017', 'BE', 'Amsterdam')).toBe(false);
    expect(inOwnRegion('1017 AB', 'NL', null)).toBe(false);
  });

  it('suggests own delivery only where the regio carrier has a route (it refuses any other address)', () => {
    for (const [from, to] of Object.values(OWN_DELIVERY_REGIONS).flat()) {
      for (let digits = from; digits <= to; digits++) expect(routeFor(`${digits} AA`), `${digits}`).not.toBeNull();
    }
  });
});

describe('the suggested carrier', () => {
  const now = mondayAt('09:00');

  it('own delivery inside the region, when it is switched on', () => {
    expect(suggestCarrier(order({ zipcode: '1017 AB' }), { ...all, now })?.carrier).toBe('regio');
    expect(suggestCarrier(order({ zipcode: '1017 AB' }), { ...all, enabled: ['postnl'], now })?.carrier).toBe('postnl');
  });

  it('mourning or a timed delivery goes to Dynalogic (BOEKROUW)', () => {
    expect(suggestCarrier(order({ isMourning: true }), { ...all, now })).toEqual({ carrier: 'dynalogic', reason: 'rouw of op tijd (BOEKROUW)' });
    expect(suggestCarrier(order({ deliveryDateTime: 1_795_000_000 }), { ...all, now })?.carrier).toBe('dynalogic');
  });

  it('evening delivery goes to an evening carrier', () => {
    expect(suggestCarrier(order({ isEveningDelivery: true }), { ...all, now })?.carrier).toBe('redjepakketje');
    expect(suggestCarrier(order({ isEveningDelivery: true }), { ...all, enabled: ['trunkrs', 'postnl'], now })?.carrier).toBe('trunkrs');
  });

  it('today: a same-day courier before its cut-off, the next one after it, nobody when all are past', () => {
    const today = order({ deliveryDate: '2026-11-23' });
    expect(suggestCarrier(today, { ...all, now: mondayAt('15:59') })?.carrier).toBe('dynalogic');
    expect(suggestCarrier(today, { ...all, now: mondayAt('16:00') })?.carrier).toBe('redjepakketje');
    expect(suggestCarrier(today, { ...all, now: mondayAt('16:30') })).toBeNull();
  });

  it('otherwise PostNL, or the next carrier that can make the date', () => {
    expect(suggestCarrier(order(), { ...all, now })).toEqual({ carrier: 'postnl', reason: 'standaard' });
    expect(suggestCarrier(order(), { ...all, now: mondayAt('17:00') })?.carrier).toBe('trunkrs');
  });
});
