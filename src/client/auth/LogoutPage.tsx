import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { logout } from '../state/session.ts';
import { AuthLayout } from './AuthLayout.tsx';

/** Shows 'U word uitgelogd', logs out, then goes to / (spec §2 routes). */
export function LogoutPage() {
  const [, navigate] = useLocation();
  useEffect(() => {
    let cancelled = false;
    void logout().then(() => !cancelled && navigate('/', { replace: true }));
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return (
    <AuthLayout title="Uitloggen">
      <p role="status">U word uitgelogd</p>
    </AuthLayout>
  );
}
