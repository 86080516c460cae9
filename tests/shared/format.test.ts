import { describe, expect, it } from 'vitest';
import {
  formatDate, formatDateTime, formatListDateTime, formatListDateTimeWithSeconds, formatLongDate, formatMoney, parseDutchDate,
} from '../../src/shared/domain/format.ts';

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe('Dutch formats', () => {
  it('writes money with the euro sign, a decimal comma and two decimals', () => {
    expect(formatMoney(12.5)).toBe('€ 12,50');
    expect(formatMoney(0)).toBe('€ 0,00');
    expect(formatMoney(1234)).toBe('€ 1.234,00');
    expect(formatMoney(29.949999)).toBe('€ 29,95');
  });

  it('writes stored dates as DD-MM-YYYY and reads them back', () => {
    expect(formatDate('2026-12-24')).toBe('24-12-2026');
    expect(parseDutchDate('24-12-2026')).toBe('2026-12-24');
    expect(parseDutchDate('31-02-2026')).toBeNull();
    expect(parseDutchDate('2026-12-24')).toBeNull();
  });

  it('writes times in Amsterdam time, summer and winter alike', () => {
    expect(formatDateTime(seconds('2026-12-03T13:05:00Z'))).toBe('3 december 2026 14:05');
    expect(formatDateTime(seconds('2026-07-01T13:05:00Z'))).toBe('1 juli 2026 15:05');
    expect(formatListDateTime(seconds('2026-03-29T00:59:00Z'))).toBe('29-03-2026 01:59');
    expect(formatListDateTime(seconds('2026-03-29T01:00:00Z'))).toBe('29-03-2026 03:00');
    expect(formatListDateTimeWithSeconds(seconds('2026-10-25T00:30:15Z'))).toBe('25-10-2026 02:30:15');
    expect(formatListDateTimeWithSeconds(seconds('2026-10-25T01:30:15Z'))).toBe('25-10-2026 02:30:15');
  });

  it('writes the long Dutch date of the florist view', () => {
    expect(formatLongDate('2026-12-24')).toBe('donderdag 24 december 2026');
  });
});
