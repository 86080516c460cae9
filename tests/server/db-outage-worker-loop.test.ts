// A background worker (print queue, bulk runner) whose database is away pauses, waiting longer after each failed
// look, says so once, and goes on by itself when the database answers again.
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createWorkerLoop } from '../../src/server/jobs/loop.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });

/** Starts a loop whose n-th look does `look(n)`, stops it after `looks` looks; answers when each look began, and the log. */
async function lookTimes(looks: number, pollMs: number, look: (n: number) => void) {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const times: number[] = [];
  let lastLook!: () => void;
  const done = new Promise<void>((resolve) => (lastLook = resolve));
  const loop = createWorkerLoop(async () => {
    times.push(performance.now());
    if (times.length === looks) lastLook();
    look(times.length);
    return false;
  }, { pollMs, log: log as unknown as FastifyBaseLogger, failure: 'Werk niet gedaan' });
  loop.start();
  await done;
  await loop.stop();
  return { times, log };
}

describe('a worker loop while the database is away', () => {
  it('waits twice as long after each failed look (20 ms up), logs the outage once and its end once, and works again', async () => {
    const { times, log } = await lookTimes(6, 20, (n) => {
      if (n <= 5) throw refused();
    });
    const gaps = times.slice(1).map((at, index) => at - times[index]);
    [20, 40, 80, 160, 320].forEach((least, index) => expect(gaps[index]).toBeGreaterThanOrEqual(least - 2));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][1]).toBe('Database niet bereikbaar: de achtergrondtaak wacht');
    expect(log.info).toHaveBeenCalledWith('Database weer bereikbaar: de achtergrondtaak gaat verder');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs any other failure as an error and looks again after the usual wait', async () => {
    const { log } = await lookTimes(2, 10, (n) => {
      if (n === 1) throw new Error('kapot');
    });
    expect(log.error).toHaveBeenCalledWith({ err: new Error('kapot') }, 'Werk niet gedaan');
    expect(log.warn).not.toHaveBeenCalled();
  });
});
