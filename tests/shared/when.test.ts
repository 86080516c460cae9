import { describe, expect, it } from 'vitest';
import { parseWhen } from '../../src/shared/commands/when.ts';

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
