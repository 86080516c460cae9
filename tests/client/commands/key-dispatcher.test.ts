import { describe, expect, it, vi } from 'vitest';
import { createKeyDispatcher, type KeyEventLike } from '../../../src/client/commands/key-dispatcher.ts';
import type { CompiledBinding } from '../../../src/client/commands/registry.ts';
import { parseWhen } from '../../../src/shared/commands/when.ts';

const bindings: CompiledBinding[] = [
  { key: 'mod+k', command: 'palette.show' },
  { key: '?', command: 'help.shortcuts', when: '!inputFocus' },
  { key: 'down', command: 'order.next' },
  { key: 'shift+down', command: 'selection.extendDown' },
  { key: 'escape', command: 'selection.clear', when: 'selection.any && !actionPanel.open' },
  { key: 'escape', command: 'panel.close', when: 'actionPanel.open' },
  { key: 'm', command: 'order.moveToFolder' },
  { key: 'e m', command: 'block.editEmail' },
  { key: 'g 1', command: 'go.adminTags' },
].map((binding) => ({ ...binding, matches: parseWhen(binding.when) }));

let time = 0;
const press = (key: string, modifiers: Partial<KeyEventLike> = {}): KeyEventLike => ({
  key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, defaultPrevented: false, timeStamp: (time += 100), ...modifiers,
});

function dispatcher(isMac = false) {
  const keys = createKeyDispatcher(bindings, isMac);
  return (event: KeyEventLike, flags: Record<string, boolean> = {}, typing = false) =>
    keys.bindingFor(event, typing, () => flags)?.command;
}

describe('the key dispatcher', () => {
  it('matches modifiers exactly, mod being Ctrl on Windows and Linux and ⌘ on a Mac', () => {
    const pc = dispatcher();
    expect(pc(press('ArrowDown'))).toBe('order.next');
    expect(pc(press('ArrowDown', { shiftKey: true }))).toBe('selection.extendDown');
    expect(pc(press('ArrowDown', { ctrlKey: true }))).toBeUndefined();
    expect(pc(press('k', { ctrlKey: true }))).toBe('palette.show');
    expect(pc(press('k', { metaKey: true }))).toBeUndefined();
    expect(dispatcher(true)(press('k', { metaKey: true }))).toBe('palette.show');
    expect(pc(press('m', { ctrlKey: true }))).toBeUndefined();
  });

  it("matches a symbol by the character typed, with whatever Shift the layout needs for it ('?')", () => {
    const keys = dispatcher();
    expect(keys(press('?', { shiftKey: true }))).toBe('help.shortcuts');
    expect(keys(press('?'))).toBe('help.shortcuts');
    expect(keys(press('?'), { inputFocus: true })).toBeUndefined();
  });

  it("gives the second key of a chord to the chord only ('e m' is not also 'm'), digits too", () => {
    const keys = dispatcher();
    expect(keys(press('e'))).toBeUndefined();
    expect(keys(press('m'))).toBe('block.editEmail');
    expect(keys(press('m'))).toBe('order.moveToFolder');
    keys(press('g'));
    expect(keys(press('1'))).toBe('go.adminTags');
  });

  it('completes no chord while typing: a single key still reaches its binding there', () => {
    const keys = dispatcher();
    keys(press('e'), {}, true);
    expect(keys(press('m'), {}, true)).toBe('order.moveToFolder');
  });

  it('picks the first binding of the key whose when-clause holds, and none for a key the page already took', () => {
    const keys = dispatcher();
    expect(keys(press('Escape'), { 'selection.any': true })).toBe('selection.clear');
    expect(keys(press('Escape'), { 'selection.any': true, 'actionPanel.open': true })).toBe('panel.close');
    expect(keys(press('Escape'), {})).toBeUndefined();
    expect(keys(press('Escape', { defaultPrevented: true }), { 'selection.any': true })).toBeUndefined();
  });

  it('asks for the flags only when some binding has the key', () => {
    const keys = createKeyDispatcher(bindings, false);
    const flags = vi.fn(() => ({}));
    keys.bindingFor(press('q'), false, flags);
    keys.bindingFor(press('Shift'), false, flags);
    expect(flags).not.toHaveBeenCalled();
    keys.bindingFor(press('m'), false, flags);
    expect(flags).toHaveBeenCalledTimes(1);
  });
});
