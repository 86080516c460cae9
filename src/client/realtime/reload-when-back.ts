import { RELOAD_AFTER_RESTART_MS } from '../../shared/protocol/socket.ts';
import { API_PREFIX } from '../../shared/protocol/endpoint.ts';
import { endpoints } from '../api/endpoints.ts';
import { flushDrafts } from '../drafts/draft-store.ts';

export interface ReloadWhenBackOptions {
  /** Before the first try: the stopping server may still answer for a moment. */
  firstTryMs?: number;
  /** The wait between tries doubles from this… */
  retryMs?: number;
  /** …up to this. */
  maxRetryMs?: number;
  reload?: () => void;
}

/**
 * After SERVER_RESTART: reloads only once the server answers GET /env again, so the browser never shows its own
 * (English) error page while the new server starts. Tries after firstTryMs, then with a doubling wait.
 * Returns a function that stops trying.
 */
export function reloadWhenServerAnswers({
  firstTryMs = RELOAD_AFTER_RESTART_MS,
  retryMs = 500,
  maxRetryMs = 3000,
  reload = reloadKeepingDrafts,
}: ReloadWhenBackOptions = {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const tryAfter = (ms: number, nextWait: number) => {
    timer = setTimeout(async () => {
      if (await serverAnswers()) {
        if (!stopped) reload();
      } else if (!stopped) {
        tryAfter(nextWait, Math.min(nextWait * 2, maxRetryMs));
      }
    }, ms);
  };
  tryAfter(firstTryMs, retryMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** What was typed in the last moment before the reload is written first: the new page restores it. */
function reloadKeepingDrafts() {
  flushDrafts();
  window.location.reload();
}

async function serverAnswers(): Promise<boolean> {
  try {
    const url = `${API_PREFIX}${endpoints.getEnvironment.path}`;
    const response = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    return response.ok;
  } catch {
    return false;
  }
}
