import { describe, expect, it } from 'vitest';
import editCard from '../../commands/block.editCard.ts';
import editComment from '../../commands/block.editComment.ts';
import logAdd from '../../commands/log.add.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { applies, fakeContext } from './fake-context.ts';

const order = makeOrder({ id: 10000001, version: 3, card: null });
const open = (flags: Record<string, boolean>) =>
  fakeContext({ route: { tags: ['unprocessed'], id: 10000001 }, activeOrder: order, flags: { 'order.open': true, ...flags } });

describe('editing commands', () => {
  it('open one block at a time, so unsaved input in another block is never dropped', () => {
    expect(applies(editComment, open({}))).toBe(true);
    expect(applies(editComment, open({ 'block.editing': true }))).toBe(false);
  });

  it('offer the card block of an order without a card, to add one', () => {
    expect(applies(editCard, open({}))).toBe(true);
  });

  it("offer 'Notitie toevoegen' only where the internal log is switched on", () => {
    expect(applies(logAdd, open({ 'feature.internalLog': true }))).toBe(true);
    expect(applies(logAdd, open({ 'feature.internalLog': false }))).toBe(false);
  });
});
