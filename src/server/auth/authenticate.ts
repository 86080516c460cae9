import { messages } from '../../shared/domain/messages.ts';
import type { Session, SessionUser } from '../db/users.ts';
import { hashToken } from './tokens.ts';

/** What a session token looks like (newToken's base64url, with room to spare); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export const isWellFormedToken = (token: string | undefined): token is string => !!token && TOKEN_SHAPE.test(token);

export type Refusal = 'NOT_LOGGED_IN' | 'SESSION_EXPIRED';
export type Authentication = { user: SessionUser; tokenHash: Buffer; expiresAt: Date } | { refused: Refusal };

/** What the user is told, by HTTP and by the socket's close reason alike. */
export const REFUSAL_MESSAGES: Readonly<Record<Refusal, string>> = {
  NOT_LOGGED_IN: messages.notLoggedIn,
  SESSION_EXPIRED: messages.sessionExpired,
};

/** The one session check, for HTTP requests (bearer header) and live sockets (`?token=`) alike. */
export async function authenticate(
  findSession: (tokenHash: Buffer) => Promise<Session | undefined>,
  token: string | undefined,
): Promise<Authentication> {
  if (!isWellFormedToken(token)) return { refused: 'NOT_LOGGED_IN' };
  const tokenHash = hashToken(token);
  const session = await findSession(tokenHash);
  if (!session) return { refused: 'NOT_LOGGED_IN' };
  if ('expired' in session) return { refused: 'SESSION_EXPIRED' };
  return { user: session.user, tokenHash, expiresAt: session.expiresAt };
}
