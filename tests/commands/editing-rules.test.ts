import { describe, expect, it } from 'vitest';
import editCard from '../../commands/block.editCard.ts';
import editComment from '../../commands/block.editComment.ts';
import logAdd from '../../commands/log.add.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { fakeContext } from './fake-context.ts';

const order = { id: 10000001, version: 3, card: null } as unknown as Order;
const open = (flags: Record<string, boolean>) =>
  fakeContext({ route: { tags: ['unprocessed'], id: 10000001 }, activeOrder: order, flags: { 'order.open': true, ...flags } });

describe('editing commands', () => {
  it('open one block at a time, so unsaved input in another block is never dropped', () => {
    expect(editComment.when!(open({}))).toBe(true);
    expect(editComment.when!(open({ 'block.editing': true }))).toBe(false);
  });

  it('offer the card block of an order without a card, to add one', () => {
    expect(editCard.when!(open({}))).toBe(true);
  });

  it("offer 'Notitie toevoegen' only where the internal log is switched on", () => {
    expect(logAdd.when!(open({ 'feature.internalLog': true }))).toBe(true);
    expect(logAdd.when!(open({ 'feature.internalLog': false }))).toBe(false);
  });
});
