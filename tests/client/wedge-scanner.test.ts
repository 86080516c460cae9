import { describe, expect, it } from 'vitest';
import { createWedgeScanner } from '../../src/client/commands/wedge-scanner.ts';

function feed(keys: string, options: { gap: number; typing?: boolean; start?: number }) {
  const scanner = createWedgeScanner();
  let time = options.start ?? 1000;
  let result: string | null = null;
  for (const key of [...keys.split(''), 'Enter']) {
    result = scanner({ key, time, typing: options.typing ?? false });
    time += options.gap;
  }
  return result;
}

describe('keyboard-wedge barcode scanner', () => {
  it('recognises 13 digits typed a few ms apart and ended with Enter', () => {
    expect(feed('0000100003654', { gap: 4 })).toBe('0000100003654');
  });

  it('ignores a person typing digits at human speed', () => {
    expect(feed('0000100003654', { gap: 120 })).toBeNull();
  });

  it('ignores scans into a text field and codes that are too short', () => {
    expect(feed('0000100003654', { gap: 4, typing: true })).toBeNull();
    expect(feed('1234', { gap: 4 })).toBeNull();
  });

  it('starts over after a slow key, so earlier typing does not stick to a scan', () => {
    const scanner = createWedgeScanner();
    scanner({ key: '9', time: 0, typing: false });
    let result: string | null = null;
    let time = 500;
    for (const key of [...'100003654321', 'Enter']) {
      result = scanner({ key, time, typing: false });
      time += 5;
    }
    expect(result).toBe('100003654321');
  });
});
