// The sandbox's time slots as Trunkrs plans them, in the shape GET /timeslots/ answers: every evening but Sunday
// 17:00–22:00, registration open until 14:00 that day, two weeks ahead. A slot's id is its day and country
// (202611241: 24 November 2026, NL), so the same slot keeps its id.
import { DateTime } from 'luxon';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import type { TrunkrsLocation } from './shipment.ts';
import { timeSlotsOf, type TimeSlot, type TrunkrsTimeSlot, type TrunkrsTimeSlots } from './time-slots.ts';

/** The sandbox's account: the demo shop, as Trunkrs knows it. */
export const SANDBOX_MERCHANT: TrunkrsLocation = {
  name: 'Werkplaats Bloemen',
  companyName: 'Werkplaats Bloemen',
  emailAddress: 'werkplaats@localhost',
  address: 'Bloemgracht 12',
  postalCode: '1015TK',
  city: 'Amsterdam',
  country: 'NL',
};

export function sandboxTimeSlots(now: Date, country: 'NL' | 'BE'): TrunkrsTimeSlots {
  const today = DateTime.fromJSDate(now).setZone(TIMEZONE).startOf('day');
  const data = Array.from({ length: 14 }, (_, index) => sandboxSlotOn(today.plus({ days: index }), country)).filter((slot) => slot !== null);
  return { links: { self: `/timeslots/?country=${country}` }, data };
}

/** The sandbox slot an id names (as Trunkrs answers it, and as ours), or null when it names none. */
export function sandboxSlotById(id: number): { answer: TrunkrsTimeSlot; slot: TimeSlot; country: 'NL' | 'BE' } | null {
  const country = id % 10 === 2 ? 'BE' : 'NL';
  const day = DateTime.fromFormat(String(Math.floor(id / 10)), 'yyyyLLdd', { zone: TIMEZONE });
  const answer = day.isValid && [1, 2].includes(id % 10) ? sandboxSlotOn(day, country) : null;
  return answer ? { answer, slot: timeSlotsOf({ links: { self: '' }, data: [answer] })[0], country } : null;
}

function sandboxSlotOn(day: DateTime, country: 'NL' | 'BE'): TrunkrsTimeSlot | null {
  if (day.weekday === 7) return null;
  return {
    id: Number(day.toFormat('yyyyLLdd')) * 10 + (country === 'BE' ? 2 : 1),
    merchant: SANDBOX_MERCHANT,
    cutOffTime: at(day, '14:00'),
    deliveryWindow: { start: at(day, '17:00'), end: at(day, '22:00') },
    serviceArea: { country },
  };
}

const at = (day: DateTime, time: string) => {
  const [hour, minute] = time.split(':').map(Number);
  return day.set({ hour, minute }).toUTC().toISO()!;
};
