// A connection the pool hands over can break before the code that asked for it runs: the pool hands it over while
// still reading the last answer on it, and PostgreSQL's FATAL for an ended session can follow in the same packet.
// Its 'error' event must find a listener: without one it ends the process (the outage test saw it under load).
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { survivingOutages } from '../../src/server/db/database.ts';

describe('a connection of the pool', () => {
  it('has a listener for its end from the moment it connects, also while a caller holds it', () => {
    const pool = survivingOutages(new pg.Pool({ max: 1 }));
    const connection = new EventEmitter();
    pool.emit('connect', connection);
    expect(() => connection.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
  });
});
