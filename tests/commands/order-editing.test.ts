import { describe, expect, it } from 'vitest';
import keymap from '../../keymaps/default.json';
import blockEditCard from '../../commands/block.editCard.ts';
import blockEditDeliveryMoment from '../../commands/block.editDeliveryMoment.ts';
import blockEditNotes from '../../commands/block.editNotes.ts';
import logAdd from '../../commands/log.add.ts';
import orderMarkProcessed from '../../commands/order.markProcessed.ts';
import { parseWhen } from '../../src/shared/commands/when.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { applies, fakeContext } from './fake-context.ts';

const openOrder = (overrides: Parameters<typeof makeOrder>[0] = {}) =>
  fakeContext({ route: { tags: ['unprocessed'], page: 2, id: 10000034 }, activeOrder: makeOrder(overrides), flags: { 'order.open': true } });

describe('editing blocks from the keyboard', () => {
  it('opens the block of the open order', () => {
    const context = openOrder();
    blockEditNotes.run(context, undefined);
    expect(context.app.editBlock).toHaveBeenCalledWith('notes');
  });

  it('applies only with an order open, also to a block still empty: a missing card or service time is added', () => {
    expect(applies(blockEditNotes, fakeContext())).toBe(false);
    expect(applies(blockEditCard, openOrder())).toBe(true);
    expect(applies(blockEditCard, openOrder({ card: null }))).toBe(true);
    expect(applies(blockEditDeliveryMoment, openOrder({ deliveryDateTime: null, isMourning: true }))).toBe(true);
  });

  it('adds a service time only to an order for a church service or funeral', () => {
    const home = makeOrder().recipient;
    expect(applies(blockEditDeliveryMoment, openOrder({ deliveryDateTime: null, isMourning: false }))).toBe(false);
    expect(applies(blockEditDeliveryMoment, openOrder({ deliveryDateTime: null, recipient: { ...home, addressType: 'church' } }))).toBe(true);
    expect(applies(blockEditDeliveryMoment, openOrder({ deliveryDateTime: 1_780_000_000, isMourning: false }))).toBe(true);
  });

  it('binds e then a letter, silent while typing or with an overlay open', () => {
    const binding = keymap.find((candidate) => candidate.command === 'block.editCard')!;
    expect(binding.key).toBe('e k');
    const matches = parseWhen(binding.when);
    expect(matches({ 'order.open': true })).toBe(true);
    expect(matches({ 'order.open': true, inputFocus: true })).toBe(false);
    expect(matches({ 'order.open': true, 'overlay.open': true })).toBe(false);
  });
});

it('gives no editing command a single key that is also the last step of a chord', () => {
  // Every key hook hears every key press: a plain 'v' would also fire on the 'v' of 'g v' (go to processed).
  const chordEnds = new Set(keymap.filter((binding) => binding.key.includes(' ')).map((binding) => binding.key.split(' ')[1]));
  const editing = keymap.filter((binding) => /^(block\.|order\.markProcessed|log\.add)/.test(binding.command));
  expect(editing.filter((binding) => chordEnds.has(binding.key))).toEqual([]);
  expect(keymap.find((binding) => binding.command === 'order.markProcessed')?.key).toBe('shift+v');
});

describe('order.markProcessed', () => {
  it('applies to a new order only', () => {
    expect(applies(orderMarkProcessed, openOrder({ treatment: 'Nieuw' }))).toBe(true);
    expect(applies(orderMarkProcessed, openOrder({ treatment: 'Verwerkt' }))).toBe(false);
  });

  it('marks the order, says so and goes back to the list it came from', async () => {
    const context = openOrder({ treatment: 'Nieuw' });
    await orderMarkProcessed.run(context, undefined);
    expect(context.app.markProcessed).toHaveBeenCalled();
    expect(context.app.notify.undoable).toHaveBeenCalledWith('Order is verwerkt');
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], page: 2, id: undefined, action: undefined });
  });
});

it('log.add puts the cursor in the new log entry', () => {
  const context = openOrder();
  logAdd.run(context, undefined);
  expect(context.app.focusNewLogEntry).toHaveBeenCalled();
});
