import { describe, expect, it } from 'vitest';
import { parseWhen, whenHolds } from '../../src/shared/commands/when.ts';
import { whenProblems } from '../../src/shared/commands/when-flags.ts';

describe('when-clauses', () => {
  const flags = { inputFocus: false, 'route.sendTo': true, 'route.order': true };

  it('is true without a clause, and reads names with dots; unknown names are false', () => {
    expect(parseWhen(undefined)(flags)).toBe(true);
    expect(parseWhen('route.sendTo')(flags)).toBe(true);
    expect(parseWhen('route.viewFlorist')(flags)).toBe(false);
  });

  it('binds ! tighter than && tighter than ||, with parentheses', () => {
    expect(parseWhen('!inputFocus && !route.sendTo')(flags)).toBe(false);
    expect(parseWhen('inputFocus || route.order && route.sendTo')(flags)).toBe(true);
    expect(parseWhen('(inputFocus || route.order) && !route.sendTo')(flags)).toBe(false);
    expect(parseWhen('!!route.order')(flags)).toBe(true);
  });

  it.each(['a &&', '&& a', '(a', 'a)', 'a b', 'a = b'])('refuses %s', (expression) => {
    expect(() => parseWhen(expression)).toThrow();
  });
});

describe('when-clauses of the keymap and the commands alike', () => {
  it('asks a clause, parsed once, of flags; no clause always holds', () => {
    expect(whenHolds('order.loaded && !block.editing', { 'order.loaded': true })).toBe(true);
    expect(whenHolds('order.loaded && !block.editing', { 'order.loaded': true, 'block.editing': true })).toBe(false);
    expect(whenHolds(undefined, {})).toBe(true);
  });

  it('names what is wrong with a clause: unreadable, or a flag the app does not make', () => {
    expect(whenProblems('order.loaded && !order.printed')).toEqual([]);
    expect(whenProblems('order.loaded &&')).toHaveLength(1);
    expect(whenProblems('order.loaded && order.printedd')).toEqual(['onbekende when-naam order.printedd']);
  });
});
