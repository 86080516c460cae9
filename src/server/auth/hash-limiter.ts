import pLimit from 'p-limit';

/**
 * At most `concurrency` password hashes run at once, and at most `queueLimit` wait. scrypt runs on libuv's thread
 * pool (4 threads), which also reads static files and resolves names: a wave of logins must not take all of it.
 * A call that finds the queue full gets `tooBusy()` thrown at once instead of waiting.
 */
export function createHashLimiter(concurrency: number, queueLimit: number, tooBusy: () => Error) {
  const limit = pLimit(concurrency);
  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      if (limit.activeCount >= concurrency && limit.pendingCount >= queueLimit) return Promise.reject(tooBusy());
      return limit(work);
    },
  };
}
