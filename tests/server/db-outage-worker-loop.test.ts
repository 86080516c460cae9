// A background worker (print queue, bulk runner) whose database is away pauses, waiting longer after each failed
// look, says so once, and goes on by itself when the database answers again.
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createWorkerLoop } from '../../src/server/worker-loop.ts';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' });
const fakeLog = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) as unknown as FastifyBaseLogger & Record<'info' | 'warn' | 'error', ReturnType<typeof vi.fn>>;

describe('a worker loop while the database is away', () => {
  it('waits twice as long after each failed look (20 ms up), logs the outage once and its end once, and works again', async () => {
    const log = fakeLog();
    const looks: number[] = [];
    let resumed!: () => void;
    const back = new Promise<void>((resolve) => (resumed = resolve));
    const loop = createWorkerLoop(async () => {
      looks.push(performance.now());
      if (looks.length <= 5) throw refused();
      resumed();
      return false;
    }, { pollMs: 20, log, failure: 'Werk niet gedaan' });
    loop.start();
    await back;
    await loop.stop();

    const gaps = looks.slice(1, 6).map((at, index) => at - looks[index]);
    [20, 40, 80, 160, 320].forEach((least, index) => expect(gaps[index]).toBeGreaterThanOrEqual(least - 2));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][1]).toBe('Database niet bereikbaar: de achtergrondtaak wacht');
    expect(log.info).toHaveBeenCalledWith('Database weer bereikbaar: de achtergrondtaak gaat verder');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs any other failure as an error and looks again after the usual wait', async () => {
    const log = fakeLog();
    let looks = 0;
    let again!: () => void;
    const lookedAgain = new Promise<void>((resolve) => (again = resolve));
    const loop = createWorkerLoop(async () => {
      if (++looks === 1) throw new Error('kapot');
      again();
      return false;
    }, { pollMs: 10, log, failure: 'Werk niet gedaan' });
    loop.start();
    await lookedAgain;
    await loop.stop();
    expect(log.error).toHaveBeenCalledWith({ err: new Error('kapot') }, 'Werk niet gedaan');
    expect(log.warn).not.toHaveBeenCalled();
  });
});
