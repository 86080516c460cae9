import { describe, expect, it } from 'vitest';
import selectionAll from '../../commands/selection.all.ts';
import selectionClear from '../../commands/selection.clear.ts';
import selectionExtendDown from '../../commands/selection.extendDown.ts';
import selectionExtendUp from '../../commands/selection.extendUp.ts';
import selectionToggle from '../../commands/selection.toggle.ts';
import { applies, fakeContext, listItems } from './fake-context.ts';

const list = listItems(11, 22, 33);
const openAt = (id?: number) => fakeContext({ route: { tags: ['unprocessed'], id }, listItems: list });

describe('x: selection.toggle', () => {
  it('toggles the open order', () => {
    const context = openAt(22);
    selectionToggle.run(context, undefined);
    expect(context.app.toggleSelected).toHaveBeenCalledWith(22);
  });

  it('toggles the row that took the place of an order that left the list', () => {
    const context = fakeContext({ route: { tags: ['unprocessed'] }, listItems: list, listGap: { id: 99, index: 1, nextId: 22 } });
    expect(applies(selectionToggle, context)).toBe(true);
    selectionToggle.run(context, undefined);
    expect(context.app.toggleSelected).toHaveBeenCalledWith(22);
  });

  it('does not apply without a current row, or outside the order pages', () => {
    expect(applies(selectionToggle, openAt())).toBe(false);
    expect(applies(selectionToggle, fakeContext({ route: null, listItems: list }))).toBe(false);
  });
});

describe('Shift+↓ and Shift+↑', () => {
  it('extend from the current row to the next and open it', () => {
    const context = openAt(22);
    selectionExtendDown.run(context, undefined);
    expect(context.app.extendSelection).toHaveBeenCalledWith(22, 33);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 33, action: undefined });
  });

  it('stop at the ends of the page instead of wrapping', () => {
    const last = openAt(33);
    selectionExtendDown.run(last, undefined);
    expect(last.app.extendSelection).toHaveBeenCalledWith(33, 33);
    expect(last.app.goTo).not.toHaveBeenCalled();

    const first = openAt(11);
    selectionExtendUp.run(first, undefined);
    expect(first.app.extendSelection).toHaveBeenCalledWith(11, 11);
    expect(first.app.goTo).not.toHaveBeenCalled();
  });

  it('start at the first row when no row is current', () => {
    const context = openAt();
    selectionExtendDown.run(context, undefined);
    expect(context.app.extendSelection).toHaveBeenCalledWith(11, 11);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 11, action: undefined });
  });

  it('do not apply on the send-to pages, where the arrows belong to the form', () => {
    const context = fakeContext({ route: { tags: ['unprocessed'], id: 22, action: 'sendToPostnl' }, listItems: list, flags: { 'route.sendTo': true } });
    expect(applies(selectionExtendDown, context)).toBe(false);
  });
});

describe('selection.all and selection.clear', () => {
  it('select all applies to a list with orders; clear to a selection', () => {
    expect(applies(selectionAll, openAt())).toBe(true);
    expect(applies(selectionAll, fakeContext({ listItems: [] }))).toBe(false);
    expect(applies(selectionClear, fakeContext({ selection: [11] }))).toBe(true);
    expect(applies(selectionClear, fakeContext())).toBe(false);
  });
});
