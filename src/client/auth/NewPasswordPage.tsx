import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Link, useLocation } from 'wouter';
import { NEW_PASSWORD_MIN, NewPasswordFields } from '../../shared/domain/auth-rules.ts';
import { messages } from '../../shared/domain/messages.ts';
import { checkResetLink, setNewPassword } from '../state/session.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { FieldError } from './FieldError.tsx';

type LinkState = { status: 'checking' } | { status: 'valid'; login: string } | { status: 'invalid'; message: string };

interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** The page behind the mailed link /auth/reset/{token}: checks the link, then asks for the new password twice. */
export function NewPasswordPage({ token }: { token: string }) {
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [, navigate] = useLocation();

  useEffect(() => {
    let current = true;
    checkResetLink(token).then(
      (login) => current && setLink({ status: 'valid', login }),
      (error: Error) => current && setLink({ status: 'invalid', message: error.message || messages.resetLinkInvalid }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AuthLayout title="Nieuw wachtwoord instellen">
      {link.status === 'checking' && <p role="status">Even geduld a.u.b. De link wordt gecontroleerd…</p>}
      {link.status === 'invalid' && (
        <>
          <p className="auth__notice auth__notice--error" role="alert">
            {link.message}
          </p>
          <p className="auth__links">
            <Link href="/auth/reset">Nieuwe link aanvragen</Link>
          </p>
        </>
      )}
      {link.status === 'valid' && (
        <NewPasswordForm
          login={link.login}
          onSave={async (password) => {
            try {
              await setNewPassword(token, password);
              navigate('/auth/login', { replace: true });
            } catch (error) {
              setLink({ status: 'invalid', message: (error as Error).message });
            }
          }}
        />
      )}
      <p className="auth__links">
        <Link href="/auth/login">Terug naar inloggen</Link>
      </p>
    </AuthLayout>
  );
}

function NewPasswordForm({ login, onSave }: { login: string; onSave(password: string): Promise<void> }) {
  const form = useForm<NewPasswordValues>({
    resolver: superstructResolver(NewPasswordFields),
    mode: 'onTouched',
    defaultValues: { password: '', repeat: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(({ password }) => onSave(password));

  return (
    <form onSubmit={submit} noValidate>
      <p>
        Voor gebruiker <strong>{login}</strong>. Minimaal {NEW_PASSWORD_MIN} tekens.
      </p>
      {/* Lets a password manager store the new password under the right name. */}
      <input type="text" name="username" autoComplete="username" value={login} readOnly hidden />
      <label>
        Nieuw wachtwoord
        <input type="password" autoComplete="new-password" autoFocus aria-invalid={!!errors.password} {...form.register('password')} />
      </label>
      <FieldError error={errors.password} />
      <label>
        Herhaal wachtwoord
        <input type="password" autoComplete="new-password" aria-invalid={!!errors.repeat} {...form.register('repeat')} />
      </label>
      <FieldError error={errors.repeat} />
      <button type="submit" disabled={isSubmitting}>
        Wachtwoord opslaan
      </button>
    </form>
  );
}
