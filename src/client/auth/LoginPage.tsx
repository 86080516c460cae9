import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearchParams } from 'wouter';
import { LoginFields } from '../../shared/domain/auth-rules.ts';
import { messages } from '../../shared/domain/messages.ts';
import { UNPROCESSED_ROUTE } from '../../shared/routes.ts';
import { login, session } from '../state/session.ts';
import { loadInitialData } from '../state/app-data.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { FieldError } from './FieldError.tsx';

interface LoginValues {
  login: string;
  password: string;
  stayLoggedIn: boolean;
}

/** Only paths inside the app are followed after login, never another site. */
const safeReturnPath = (path: string | null) => (path && path.startsWith('/') && !path.startsWith('//') ? path : UNPROCESSED_ROUTE);

export function LoginPage() {
  const state = useSnapshot(session);
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const form = useForm<LoginValues>({
    resolver: superstructResolver(LoginFields),
    mode: 'onTouched',
    defaultValues: { login: state.passwordChangedFor ?? '', password: '', stayLoggedIn: false },
  });
  const askPassword = state.passwordChangedFor !== null;
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (await login(values)) {
      await loadInitialData(true);
      navigate(safeReturnPath(search.get('next')), { replace: true });
    }
  });

  return (
    <AuthLayout title="Inloggen">
      {state.expired && <p className="auth__notice auth__notice--warning" role="status">Uw sessie is verlopen</p>}
      {state.isLoggedOut && <p className="auth__notice" role="status">U bent uitgelogd</p>}
      {askPassword && <p className="auth__notice" role="status">{messages.passwordChanged}</p>}
      {state.error && <p className="auth__notice auth__notice--error" role="alert">{state.error}</p>}
      <form onSubmit={submit} noValidate>
        <label>
          Gebruikersnaam
          <input autoComplete="username" autoFocus={!askPassword} aria-invalid={!!errors.login} {...form.register('login')} />
        </label>
        <FieldError error={errors.login} />
        <label>
          Wachtwoord
          <input
            type="password"
            autoComplete="current-password"
            autoFocus={askPassword}
            aria-invalid={!!errors.password}
            {...form.register('password')}
          />
        </label>
        <FieldError error={errors.password} />
        <label className="auth__check">
          <input type="checkbox" {...form.register('stayLoggedIn')} /> Ingelogd blijven
        </label>
        <button type="submit" disabled={isSubmitting || state.pending}>
          Inloggen
        </button>
      </form>
      <p className="auth__links">
        {/* No blur on press: the empty name field's error would move the link from under the pointer. */}
        <Link href="/auth/reset" onMouseDown={(event) => event.preventDefault()}>Wachtwoord vergeten?</Link>
      </p>
    </AuthLayout>
  );
}
