// The loop of a background worker that looks for work in the database (each job kind of src/server/jobs runs one).
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';

/** The longest pause between looks while the database is away: back within this long of its return. */
const MAX_OUTAGE_WAIT_MS = 4000;

export interface WorkerLoop {
  readonly running: boolean;
  start(): void;
  /** Ends the wait at once and resolves when the step in hand has finished. */
  stop(): Promise<void>;
  /** Work is waiting: look now instead of at the next poll. */
  wake(): void;
}

export interface WorkerLoopOptions {
  /** The wait after a step that found no work. */
  pollMs: number;
  log: FastifyBaseLogger;
  /** What the log says when a step fails for another reason than a lost database. */
  failure: string;
  /** The first look waits `pollMs` too (a sweep not wanted at every start of the app). */
  waitFirst?: boolean;
}

/**
 * Calls `step` again and again while started; a step that found no work is followed by a wait of `pollMs`, which a
 * `wake()` (also one that came during the step) cuts short. While the database is away the worker pauses, waiting
 * twice as long after each failed look (up to 4 s), and says so once, not once a look.
 */
export function createWorkerLoop(step: () => Promise<boolean>, { pollMs, log, failure, waitFirst }: WorkerLoopOptions): WorkerLoop {
  let running = false;
  let loop: Promise<void> | undefined;
  let woken = false;
  let endWait: (() => void) | undefined;
  let outageWaitMs = 0;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        endWait = undefined;
        resolve();
      }
      endWait = finish;
    });

  /** One look; false when it found no work or failed. */
  async function look(): Promise<boolean> {
    try {
      const worked = await step();
      if (outageWaitMs) log.info('Database weer bereikbaar: de achtergrondtaak gaat verder');
      outageWaitMs = 0;
      return worked;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        log.error({ err: error }, failure);
        return false;
      }
      if (!outageWaitMs) log.warn({ err: error }, 'Database niet bereikbaar: de achtergrondtaak wacht');
      outageWaitMs = Math.min(outageWaitMs ? outageWaitMs * 2 : pollMs, MAX_OUTAGE_WAIT_MS);
      return false;
    }
  }

  async function run() {
    if (waitFirst) await wait(pollMs);
    while (running) {
      woken = false;
      const worked = await look();
      if (!worked && running) await wait(outageWaitMs || pollMs);
    }
  }

  return {
    get running() {
      return running;
    },
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    async stop() {
      running = false;
      endWait?.();
      await loop;
      loop = undefined;
    },
    wake() {
      woken = true;
      endWait?.();
    },
  };
}
