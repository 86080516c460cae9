import { Type, type Static } from 'typebox';
import { UnixSeconds } from './common.ts';

export const LoginForm = Type.Object(
  {
    login: Type.String({ minLength: 4, maxLength: 100 }),
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

export const NewPassword = Type.Object(
  { token: ResetToken, password: Type.String({ minLength: 8, maxLength: 200 }) },
  { additionalProperties: false },
);
