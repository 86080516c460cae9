import { PrintFailure } from './types.ts';

/** A request that got no answer, timed out or unreachable: worth retrying either way. `who` names the peer. */
export function noAnswer(who: string, error: unknown, timeoutMs: number): PrintFailure {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new PrintFailure(`${who} antwoordt niet binnen ${timeoutMs / 1000} s`, true);
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return new PrintFailure(`${who} is niet bereikbaar (${cause?.code ?? cause?.message ?? (error as Error).message})`, true);
}
