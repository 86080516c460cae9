import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { ResetFields } from '../../shared/domain/auth-rules.ts';
import { requestReset, session } from '../state/session.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { FieldError } from './FieldError.tsx';

export function ResetPage() {
  const state = useSnapshot(session);
  const form = useForm<{ login: string }>({ resolver: superstructResolver(ResetFields), mode: 'onTouched', defaultValues: { login: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ login }) => {
    await requestReset(login);
  });

  return (
    <AuthLayout title="Wachtwoord vergeten">
      {state.isReset ? (
        <p className="auth__notice" role="status">Één mail met verdere instructies is verstuurd.</p>
      ) : (
        <form onSubmit={submit} noValidate>
          {state.error && <p className="auth__notice auth__notice--error" role="alert">{state.error}</p>}
          <label>
            Gebruikersnaam
            <input autoComplete="username" autoFocus aria-invalid={!!errors.login} {...form.register('login')} />
          </label>
          <FieldError error={errors.login} />
          <button type="submit" disabled={isSubmitting || state.pending}>
            Verstuur
          </button>
        </form>
      )}
      <p className="auth__links">
        <Link href="/auth/login">Terug naar inloggen</Link>
      </p>
    </AuthLayout>
  );
}
