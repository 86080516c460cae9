import { configureApi } from './api/client.ts';
import { flushDraftsWhenPageGoes, pruneOldDrafts } from './drafts/draft-store.ts';
import { currentToken, endExpiredSession, restoreSession, session } from './state/session.ts';
import { loadInitialData } from './state/app-data.ts';
import { workstation } from './state/workstation.ts';

/**
 * Before the first render: the remembered session, the API client calling with it, the first data loading, and
 * the drafts kept when the page goes away.
 */
export function startSession() {
  restoreSession();
  configureApi({ token: currentToken, onUnauthorized: endExpiredSession, location: () => workstation.location });
  void loadInitialData(session.auth !== null);
  pruneOldDrafts();
  flushDraftsWhenPageGoes();
}
