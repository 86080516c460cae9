import { DateTime } from 'luxon';
import { TIMEZONE } from '../../src/shared/domain/constants.ts';

/** Today plus `days` in Amsterdam as YYYY-MM-DD: tests that need a plannable date stay valid on any day. */
export const amsterdamDay = (days: number) => DateTime.now().setZone(TIMEZONE).plus({ days }).toISODate()!;

/** The same day written as the forms take it: DD-MM-YYYY. */
export const dutchDay = (days: number) => DateTime.now().setZone(TIMEZONE).plus({ days }).toFormat('dd-MM-yyyy');

/** Noon of that day in Amsterdam as Unix seconds. */
export const amsterdamNoon = (days: number) =>
  DateTime.now().setZone(TIMEZONE).plus({ days }).set({ hour: 12, minute: 0, second: 0, millisecond: 0 }).toUnixInteger();
