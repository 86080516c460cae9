import { Type, type Static } from 'typebox';
import { SingleLine, UnixSeconds } from './common.ts';
import { NEW_PASSWORD_MIN, PASSWORD_MAX } from '../domain/auth-rules.ts';

export const LoginForm = Type.Object(
  {
    login: SingleLine(100, { minLength: 4 }),
    password: Type.String({ minLength: 4, maxLength: 200 }),
    stayLoggedIn: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 5 })])),
  },
  { additionalProperties: false },
);

export const User = Type.Object({ name: Type.String(), isAdministrator: Type.Boolean() });
export type User = Static<typeof User>;

export const AuthRecord = Type.Object({
  token: Type.String(),
  url: Type.String(),
  user: User,
  created: UnixSeconds,
  expires: UnixSeconds,
});
export type AuthRecord = Static<typeof AuthRecord>;

export const ResetRequest = Type.Object({ login: Type.String({ minLength: 4, maxLength: 100 }) }, {
  additionalProperties: false,
});

export const ResetToken = Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' });

/** The token travels in a POST body, never in an API path, so no request log holds it. */
export const ResetLink = Type.Object({ token: ResetToken }, { additionalProperties: false });
export const ResetLinkOwner = Type.Object({ login: Type.String() });

export const NewPassword = Type.Object(
  { token: ResetToken, password: Type.String({ minLength: NEW_PASSWORD_MIN, maxLength: PASSWORD_MAX }) },
  { additionalProperties: false },
);
