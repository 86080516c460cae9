import { describe, expect, it } from 'vitest';
import { createChordGuard } from '../../../src/client/commands/chord-guard.ts';

const key = (name: string, timeStamp: number, modifiers: { ctrlKey?: boolean } = {}) => ({
  key: name, timeStamp, ctrlKey: false, metaKey: false, altKey: false, ...modifiers,
});

describe('the chord guard', () => {
  it("tells which chord the second key completes ('e m' is for 'e m', not 'm'), within a second", () => {
    const guard = createChordGuard(new Set(['e', 'g']));
    expect(guard.observe(key('e', 100), false)).toBeNull();
    expect(guard.observe(key('m', 300), false)).toBe('e');
    expect(guard.observe(key('m', 900), false)).toBeNull();
    guard.observe(key('e', 1000), false);
    expect(guard.observe(key('m', 2500), false)).toBeNull();
  });

  it('completes no chord whose first key was typed in a field, or pressed with Ctrl', () => {
    const guard = createChordGuard(new Set(['e', 'a']));
    guard.observe(key('e', 3000), true);
    expect(guard.observe(key('m', 3100), false)).toBeNull();
    guard.observe(key('a', 4000, { ctrlKey: true }), false);
    expect(guard.observe(key('p', 4100), false)).toBeNull();
    guard.observe(key('a', 5000), false);
    expect(guard.observe(key('p', 5100), false)).toBe('a');
  });

  it("starts no chord with the key that completed one ('b s', then Escape is a single key)", () => {
    const guard = createChordGuard(new Set(['b', 's']));
    guard.observe(key('b', 100), false);
    expect(guard.observe(key('s', 200), false)).toBe('b');
    expect(guard.observe(key('Escape', 600), false)).toBeNull();
  });

  it('lets Shift on the way to the second key neither end nor complete the chord; a second key typed completes none', () => {
    const guard = createChordGuard(new Set(['g']));
    guard.observe(key('g', 1000), false);
    expect(guard.observe(key('Shift', 1100), false)).toBeNull();
    expect(guard.observe(key('n', 1200), false)).toBe('g');
    guard.observe(key('g', 2000), false);
    expect(guard.observe(key('n', 2100), true)).toBeNull();
  });
});
