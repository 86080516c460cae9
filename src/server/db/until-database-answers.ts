import { isDatabaseUnavailable } from './database-unavailable.ts';

const FIRST_WAIT_MS = 100;
const MAX_WAIT_MS = 1000;

/**
 * Runs `work` again while the database is away, so what was already done outside it (a page printed, a parcel
 * registered) is recorded once the database is back, instead of being done a second time when its lease runs out.
 * Gives up, with the database's error, once `keepTrying()` says no (the worker stops).
 */
export async function untilDatabaseAnswers<T>(work: () => Promise<T>, keepTrying: () => boolean): Promise<T> {
  for (let waitMs = FIRST_WAIT_MS; ; waitMs = Math.min(waitMs * 2, MAX_WAIT_MS)) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || !keepTrying()) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
