/**
 * At most `concurrency` password hashes run at once, and at most `queueLimit` wait. scrypt runs on libuv's thread
 * pool (4 threads), which also reads static files and resolves names: a wave of logins must not take all of it.
 * A call that finds the queue full gets `tooBusy()` thrown at once instead of waiting.
 */
export function createHashLimiter(concurrency: number, queueLimit: number, tooBusy: () => Error) {
  let running = 0;
  const waiting: (() => void)[] = [];

  // A finished hash hands its slot straight to the next waiter, so a newcomer cannot slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= queueLimit) throw tooBusy();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

export type HashLimiter = ReturnType<typeof createHashLimiter>;
