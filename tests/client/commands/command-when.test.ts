import { describe, expect, it } from 'vitest';
import { commands } from '../../../commands/index.ts';
import { whenProblems } from '../../../src/shared/commands/when-flags.ts';

describe("commands' when-clauses", () => {
  it('are read like the keymap\'s: every clause parses and names only flags the app makes', () => {
    const problems = commands.flatMap((command) => whenProblems(command.when).map((problem) => `${command.id}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
