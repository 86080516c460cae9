import { describe, expect, it } from 'vitest';
import { parseClientMessage, unwrapSocketMessage } from '../../src/shared/protocol/socket.ts';

const text = (value: unknown) => JSON.stringify(value);

describe('unwrapSocketMessage', () => {
  it.each([
    { type: 'listitem', orderId: 12 },
    { type: 'listitem', orderId: 0 },
    { type: 'activeitem', orderId: 12, version: 3 },
    { type: 'feature' },
    { type: 'SERVER_RESTART' },
  ])('reads the bare message %j', (message) => {
    expect(unwrapSocketMessage(text(message))).toEqual(message);
  });

  it('reads a message wrapped with a fingerprint and payload', () => {
    const wrapped = { fingerprint: 'a1b2c3', payload: { type: 'activeitem', orderId: 7, version: 2 } };
    expect(unwrapSocketMessage(text(wrapped))).toEqual({ type: 'activeitem', orderId: 7, version: 2 });
  });

  it('reads the list row a listitem carries, and keptVersion of an activeitem', () => {
    const item = { id: 12, orderNumber: 'A1', treatment: 'Nieuw', deliveryDate: '2026-05-01', tag: null, activeTransporter: null };
    expect(unwrapSocketMessage(text({ type: 'listitem', orderId: 12, item }))).toEqual({ type: 'listitem', orderId: 12, item });
    const kept = { type: 'activeitem', orderId: 12, version: 3, keptVersion: true };
    expect(unwrapSocketMessage(text(kept))).toEqual(kept);
  });

  it("drops a listitem's row that is not the order's", () => {
    const item = { id: 13, treatment: 'Nieuw', deliveryDate: '2026-05-01', tag: null, activeTransporter: null };
    expect(unwrapSocketMessage(text({ type: 'listitem', orderId: 12, item }))).toEqual({ type: 'listitem', orderId: 12 });
    expect(unwrapSocketMessage(text({ type: 'listitem', orderId: 12, item: { id: 12 } }))).toEqual({ type: 'listitem', orderId: 12 });
  });

  it('drops fields the message does not have', () => {
    expect(unwrapSocketMessage(text({ type: 'feature', extra: { big: 'x' } }))).toEqual({ type: 'feature' });
  });

  it.each([
    ['not JSON', 'hallo'],
    ['empty', ''],
    ['a number', '42'],
    ['null', 'null'],
    ['an array', text([{ type: 'feature' }])],
    ['an unknown type', text({ type: 'refresh' })],
    ['no type', text({ orderId: 1 })],
    ['a listitem without order id', text({ type: 'listitem' })],
    ['a listitem with a text id', text({ type: 'listitem', orderId: '12' })],
    ['a negative id', text({ type: 'listitem', orderId: -1 })],
    ['a fractional id', text({ type: 'listitem', orderId: 1.5 })],
    ['an activeitem without version', text({ type: 'activeitem', orderId: 1 })],
    ['a wrapper without payload', text({ fingerprint: 'x' })],
    ['a wrapper around garbage', text({ fingerprint: 'x', payload: 'feature' })],
    ['a wrapper around a wrapper', text({ fingerprint: 'x', payload: { fingerprint: 'y', payload: { type: 'feature' } } })],
  ])('refuses %s', (_, raw) => {
    expect(unwrapSocketMessage(raw)).toBeNull();
  });
});

describe('parseClientMessage', () => {
  it('reads an open-order message', () => {
    expect(parseClientMessage(text({ type: 'openOrder', orderId: 5, location: 'Amsterdam' }))).toEqual({
      type: 'openOrder',
      orderId: 5,
      location: 'Amsterdam',
    });
  });

  it.each([
    ['not JSON', '{'],
    ['a server message', text({ type: 'feature' })],
    ['no location', text({ type: 'openOrder', orderId: 5 })],
    ['an empty location', text({ type: 'openOrder', orderId: 5, location: '' })],
    ['a very long location', text({ type: 'openOrder', orderId: 5, location: 'x'.repeat(101) })],
    ['a text order id', text({ type: 'openOrder', orderId: '5', location: 'Amsterdam' })],
  ])('refuses %s', (_, raw) => {
    expect(parseClientMessage(raw)).toBeNull();
  });
});
