// The loop of a background worker that looks for work in the database (the print queue, the bulk jobs).

export interface WorkerLoop {
  readonly running: boolean;
  start(): void;
  /** Ends the wait at once and resolves when the step in hand has finished. */
  stop(): Promise<void>;
  /** Work is waiting: look now instead of at the next poll. */
  wake(): void;
}

/**
 * Calls `step` again and again while started; a step that found no work is followed by a wait of `pollMs`, which a
 * `wake()` (also one that came during the step) cuts short.
 */
export function createWorkerLoop(step: () => Promise<boolean>, pollMs: number): WorkerLoop {
  let running = false;
  let loop: Promise<void> | undefined;
  let woken = false;
  let endWait: (() => void) | undefined;

  const wait = () =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(finish, pollMs);
      function finish() {
        clearTimeout(timer);
        endWait = undefined;
        resolve();
      }
      endWait = finish;
    });

  async function run() {
    while (running) {
      woken = false;
      const worked = await step();
      if (!worked && running) await wait();
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
