import { describe, expect, it } from 'vitest';
import { parseClientMessage, unwrapSocketMessage } from '../../src/shared/protocol/socket.ts';

const text = (value: unknown) => JSON.stringify(value);

describe('unwrapSocketMessage', () => {
  it.each([
    { type: 'listitem', orderId: 12 },
    { type: 'listitem', orderId: 0 },
    { type: 'feature' },
    { type: 'SERVER_RESTART' },
  ])('reads the bare message %j', (message) => {
    expect(unwrapSocketMessage(text(message))).toEqual(message);
  });

  it('reads a message wrapped with a fingerprint and payload', () => {
    const wrapped = { fingerprint: 'a1b2c3', payload: { type: 'listitem', orderId: 7 } };
    expect(unwrapSocketMessage(text(wrapped))).toEqual({ type: 'listitem', orderId: 7 });
  });

  it('reads the changes a bulk progress message carries, and drops one that names no order', () => {
    const change = { orderId: 12, version: 3, blocks: { tag: null } };
    const progress = { type: 'bulkprogress', jobId: 'j1', done: 1, total: 2, items: [], changes: [change, { version: 2 }] };
    expect(unwrapSocketMessage(text(progress))).toEqual({ ...progress, changes: [change] });
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
    ['an activeitem (the change message took its place)', text({ type: 'activeitem', orderId: 1, version: 2 })],
    ['a bulk progress without changes', text({ type: 'bulkprogress', jobId: 'j1', done: 1, total: 2, items: [] })],
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
