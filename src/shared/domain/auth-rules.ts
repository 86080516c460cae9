// The login and reset form rules of spec §5, shared so the form and its tests use the same texts.
import { boolean, object, refine, string } from 'superstruct';

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
