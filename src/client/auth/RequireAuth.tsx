import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { UNPROCESSED_ROUTE } from '../../shared/routes.ts';
import { session } from '../state/session.ts';

/** Without a session the user logs in first and then comes back to the page asked for. */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const { auth } = useSnapshot(session);
  const [location] = useLocation();
  if (!auth) {
    const next = encodeURIComponent(location + window.location.search);
    return <Redirect to={`/auth/login?next=${next}`} replace />;
  }
  if (admin && !auth.user.isAdministrator) return <Redirect to={UNPROCESSED_ROUTE} replace />;
  return <>{children}</>;
}
