// Which failures are a database that is away for now (503, workers pause) rather than a fault (500, logged).
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/server/db/database-unavailable.ts';

const failure = (message: string, fields: Record<string, unknown> = {}) => Object.assign(new Error(message), fields);

describe('a database away for now', () => {
  it('is a lost socket, a shutdown, too many connections, or a database that takes no connections now', () => {
    expect(isDatabaseUnavailable(failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED', syscall: 'connect' }))).toBe(true);
    expect(isDatabaseUnavailable(failure('terminating connection due to administrator command', { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(failure('sorry, too many clients already', { code: '53300' }))).toBe(true);
    expect(isDatabaseUnavailable(failure('Connection terminated unexpectedly'))).toBe(true);
    // ALTER DATABASE test ALLOW_CONNECTIONS false, then its sessions ended: requests answered 500 (found 2026-11-28).
    expect(isDatabaseUnavailable(failure('database "test" is not currently accepting connections', { code: '55000' }))).toBe(true);
  });

  it('is not any other failure, nor the same code for another reason', () => {
    expect(isDatabaseUnavailable(failure('duplicate key value violates unique constraint', { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(failure('logical decoding requires wal_level >= logical', { code: '55000' }))).toBe(false);
    expect(isDatabaseUnavailable(failure("ENOENT: no such file or directory, open 'x.pdf'", { code: 'ENOENT', syscall: 'open' }))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
