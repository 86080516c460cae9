// Turns of a bulk job that works on two orders at once but hands their results on in the order of the selection.
import { describe, expect, it } from 'vitest';
import { takeTurn } from '../../src/server/bulk/turns.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('bulk turns', () => {
  it('lets a turn go only after every turn taken before it is done, also when one before ended early', async () => {
    const queue = {};
    const released: string[] = [];
    const [first, second, third] = [takeTurn(queue), takeTurn(queue), takeTurn(queue)];
    void second.previous.then(() => released.push('second'));
    void third.previous.then(() => released.push('third'));
    await first.previous;

    second.done(); // an order skipped before its turn: the third still waits for the first
    await tick();
    expect(released).toEqual([]);
    first.done();
    await tick();
    expect(released).toEqual(['second', 'third']);
  });

  it('keeps the turns of different queues apart', async () => {
    const held = takeTurn({});
    const other = takeTurn({});
    await expect(Promise.race([other.previous.then(() => 'free'), tick().then(() => 'waiting')])).resolves.toBe('free');
    held.done();
  });
});
