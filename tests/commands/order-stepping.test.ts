import { describe, expect, it } from 'vitest';
import keymap from '../../keymaps/default.json';
import orderNext from '../../commands/order.next.ts';
import orderPrevious from '../../commands/order.previous.ts';
import { parseWhen } from '../../src/shared/commands/when.ts';
import { applies, fakeContext, listItems } from './fake-context.ts';

describe('arrow keys through the order list', () => {
  const list = listItems(11, 22, 33);

  it('ArrowDown opens the next order and wraps from the last to the first', () => {
    const context = fakeContext({ route: { tags: ['unprocessed'], page: 2, id: 22 }, listItems: list });
    orderNext.run(context, undefined);
    expect(context.app.goTo).toHaveBeenLastCalledWith({ tags: ['unprocessed'], page: 2, id: 33, action: undefined });

    const atEnd = fakeContext({ route: { tags: ['unprocessed'], id: 33 }, listItems: list });
    orderNext.run(atEnd, undefined);
    expect(atEnd.app.goTo).toHaveBeenLastCalledWith({ tags: ['unprocessed'], id: 11, action: undefined });
  });

  it('ArrowDown with no order open opens the first; ArrowUp stops at the first', () => {
    const none = fakeContext({ route: { tags: ['unprocessed'] }, listItems: list });
    orderNext.run(none, undefined);
    expect(none.app.goTo).toHaveBeenLastCalledWith({ tags: ['unprocessed'], id: 11, action: undefined });

    const first = fakeContext({ route: { tags: ['unprocessed'], id: 11 }, listItems: list });
    orderPrevious.run(first, undefined);
    expect(first.app.goTo).not.toHaveBeenCalled();

    const second = fakeContext({ route: { tags: ['unprocessed'], id: 22 }, listItems: list });
    orderPrevious.run(second, undefined);
    expect(second.app.goTo).toHaveBeenLastCalledWith({ tags: ['unprocessed'], id: 11, action: undefined });
  });

  it('keeps the search and drops an open action when stepping', () => {
    const context = fakeContext({ route: { tags: [], query: 'bos', id: 11, action: 'attachments' }, listItems: list });
    orderNext.run(context, undefined);
    expect(context.app.goTo).toHaveBeenLastCalledWith({ tags: [], query: 'bos', id: 22, action: undefined });
  });

  it('does not apply on the send-to and florist pages, or on an empty list', () => {
    expect(applies(orderNext, fakeContext({ listItems: list, flags: { 'route.sendTo': true } }))).toBe(false);
    expect(applies(orderPrevious, fakeContext({ listItems: list, flags: { 'route.viewFlorist': true } }))).toBe(false);
    expect(applies(orderNext, fakeContext({ listItems: [] }))).toBe(false);
    expect(applies(orderNext, fakeContext({ listItems: list }))).toBe(true);
  });

  it('the arrow keys are silent while typing in a field, on send-to pages and with an overlay open', () => {
    const down = keymap.find((binding) => binding.key === 'down')!;
    const matches = parseWhen(down.when);
    const base = { 'route.order': true };
    expect(matches(base)).toBe(true);
    expect(matches({ ...base, inputFocus: true })).toBe(false);
    expect(matches({ ...base, 'route.sendTo': true })).toBe(false);
    expect(matches({ ...base, 'route.viewFlorist': true })).toBe(false);
    expect(matches({ ...base, 'overlay.open': true })).toBe(false);
  });
});
