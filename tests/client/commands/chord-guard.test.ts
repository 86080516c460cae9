import { describe, expect, it } from 'vitest';
import { createChordGuard } from '../../src/client/commands/chord-guard.ts';

const key = (name: string, timeStamp: number, modifiers: { ctrlKey?: boolean } = {}) => ({
  key: name, timeStamp, ctrlKey: false, metaKey: false, altKey: false, ...modifiers,
});

describe('single keys during a chord', () => {
  it("holds back the second key of a chord ('e m' must not also run 'm')", () => {
    const guard = createChordGuard(new Set(['e', 'g']));
    guard.observe(key('e', 100), false);
    const m = key('m', 300);
    guard.observe(m, false);
    expect(guard.allowsSingleKey(m)).toBe(false);
    const next = key('m', 900);
    guard.observe(next, false);
    expect(guard.allowsSingleKey(next)).toBe(true);
  });

  it('lets single keys through when no chord began, when it timed out, or when the first key was typed', () => {
    const guard = createChordGuard(new Set(['e']));
    const alone = key('m', 100);
    guard.observe(alone, false);
    expect(guard.allowsSingleKey(alone)).toBe(true);

    guard.observe(key('e', 1000), false);
    const late = key('m', 2500);
    guard.observe(late, false);
    expect(guard.allowsSingleKey(late)).toBe(true);

    guard.observe(key('e', 3000), true);
    const afterTyping = key('m', 3100);
    guard.observe(afterTyping, false);
    expect(guard.allowsSingleKey(afterTyping)).toBe(true);

    guard.observe(key('e', 4000, { ctrlKey: true }), false);
    const afterShortcut = key('m', 4100);
    guard.observe(afterShortcut, false);
    expect(guard.allowsSingleKey(afterShortcut)).toBe(true);
  });

  it("lets Escape close the panel right after a chord whose second key starts chords too ('b s', then Escape)", () => {
    const guard = createChordGuard(new Set(['b', 's']));
    guard.observe(key('b', 100), false);
    const second = key('s', 200);
    guard.observe(second, false);
    expect(guard.allowsSingleKey(second)).toBe(false);
    const escape = key('Escape', 600);
    guard.observe(escape, false);
    expect(guard.allowsSingleKey(escape)).toBe(true);
  });

  it("knows which chord a key completes: Ctrl+A starts none, Shift on the way neither ends nor completes one", () => {
    const guard = createChordGuard(new Set(['a', 'g']));
    guard.observe(key('a', 100, { ctrlKey: true }), false);
    guard.observe(key('a', 200), false);
    const p = key('p', 300);
    guard.observe(p, false);
    expect(guard.completesChord(p, 'a')).toBe(true);
    expect(guard.completesChord(p, 'g')).toBe(false);

    guard.observe(key('g', 1000), false);
    guard.observe(key('Shift', 1100), false);
    const n = key('n', 1200);
    guard.observe(n, false);
    expect(guard.completesChord(n, 'g')).toBe(true);

    guard.observe(key('g', 2000), false);
    const typed = key('n', 2100);
    guard.observe(typed, true);
    expect(guard.completesChord(typed, 'g')).toBe(false);
  });
});
