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
});
