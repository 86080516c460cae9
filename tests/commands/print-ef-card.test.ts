import { describe, expect, it } from 'vitest';
import keymap from '../../keymaps/default.json';
import printEfCard from '../../commands/print.efCard.ts';
import { parseWhen } from '../../src/shared/commands/when.ts';
import { applies, fakeContext } from './fake-context.ts';

describe("'EF kaart printen'", () => {
  it("applies only where the location has 'printEfCard' on, and opens the modal", async () => {
    expect(applies(printEfCard, fakeContext())).toBe(false);
    const context = fakeContext({ flags: { 'feature.printEfCard': true } });
    expect(applies(printEfCard, context)).toBe(true);
    await printEfCard.run(context, undefined);
    expect(context.app.openEfCard).toHaveBeenCalledOnce();
  });

  it("is on 'p e', silent while typing or with an overlay open", () => {
    const binding = keymap.find((entry) => entry.command === 'print.efCard')!;
    expect(binding.key).toBe('p e');
    const matches = parseWhen(binding.when!);
    expect(matches({ 'feature.printEfCard': true })).toBe(true);
    expect(matches({ 'feature.printEfCard': true, inputFocus: true })).toBe(false);
    expect(matches({ 'feature.printEfCard': true, 'overlay.open': true })).toBe(false);
    expect(matches({})).toBe(false);
  });
});
