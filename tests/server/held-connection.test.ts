// A connection the pool hands over can break before the code that asked for it runs: the pool hands it over while
// still reading the last answer on it, and PostgreSQL's FATAL for an ended session can follow in the same packet.
// Its 'error' event must find a listener (without one it ends the process: the outage test saw it under load).
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { transaction, withClient } from '../../src/server/db/database.ts';

/** A pool whose connection breaks the moment it is handed over, before the caller's code runs. */
function poolBreakingOnHandOver() {
  const ended = new Error('terminating connection due to administrator command');
  const client = Object.assign(new EventEmitter(), {
    query: vi.fn(async () => {
      throw new Error('Client has encountered a connection error and is not queryable');
    }),
    release: vi.fn(),
  });
  const pool = {
    connect(callback?: (error: Error | undefined, client: unknown) => void) {
      if (!callback) {
        const handedOver = Promise.resolve(client);
        client.emit('error', ended);
        return handedOver;
      }
      callback(undefined, client);
      client.emit('error', ended);
    },
  };
  return { pool: pool as unknown as pg.Pool, client, ended };
}

describe('a connection held outside the pool', () => {
  it('that breaks as it is handed over fails the transaction and leaves the pool to drop it', async () => {
    const { pool, client, ended } = poolBreakingOnHandOver();
    await expect(transaction(pool, async () => 'stored')).rejects.toThrow('not queryable');
    expect(client.release).toHaveBeenCalledWith(ended);
    expect(client.listenerCount('error')).toBe(0);
  });

  it('is released once the work is done, with no listener left behind', async () => {
    const client = Object.assign(new EventEmitter(), { release: vi.fn() });
    const pool = { connect: (callback: (error: undefined, held: unknown) => void) => callback(undefined, client) } as unknown as pg.Pool;
    await expect(withClient(pool, async (held) => (held === (client as unknown) ? 'same' : 'other'))).resolves.toBe('same');
    expect(client.release).toHaveBeenCalledWith(undefined);
    expect(client.listenerCount('error')).toBe(0);
  });
});
