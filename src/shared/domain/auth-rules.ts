// The login and reset form rules of spec §5, shared so the form and its tests use the same texts.
import { boolean, object, refine, string } from 'superstruct';

/**
 * A new password (reset link, `npm run user`) is longer than the 4 characters spec §5 asks of the login field:
 * the login form must still accept every existing password, a new one should resist guessing.
 */
export const NEW_PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

const REQUIRED = 'Dit veld is vereist';

const textOfAtLeast = (name: string, min: number, tooShort: string) =>
  refine(string(), name, (value) => {
    if (value.trim().length === 0) return REQUIRED;
    return value.length >= min || tooShort;
  });

export const LoginFields = object({
  login: textOfAtLeast('login', 4, 'Uw gebruikersnaam is te kort'),
  password: textOfAtLeast('password', 4, 'Uw wachtwoord is te kort'),
  stayLoggedIn: boolean(),
});

export const ResetFields = object({
  login: textOfAtLeast('login', 4, 'Uw gebruikersnaam is te kort'),
});

const PASSWORDS_DIFFER = 'De wachtwoorden zijn niet gelijk';

/** The form behind the mailed reset link: the new password twice. */
export const NewPasswordFields = refine(
  object({
    password: textOfAtLeast('password', NEW_PASSWORD_MIN, `Uw wachtwoord is te kort (minimaal ${NEW_PASSWORD_MIN} tekens)`),
    repeat: refine(string(), 'repeat', (value) => value.length > 0 || REQUIRED),
  }),
  'samePasswords',
  ({ password, repeat }) => password === repeat || { message: PASSWORDS_DIFFER, path: ['repeat'] },
);
