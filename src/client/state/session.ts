import { proxy } from 'valtio';
import type { AuthRecord } from '../../shared/schema/auth.ts';
import { endpoints } from '../api/endpoints.ts';
import { ApiError, call } from '../api/client.ts';
import { storage } from './storage.ts';

const AUTH_KEY = 'werkplaats.auth';
const EXPIRED_KEY = 'werkplaats.sessionExpired';

export const session = proxy({
  auth: null as AuthRecord | null,
  pending: false,
  error: null as string | null,
  isLoggedOut: false,
  isReset: false,
  /** The user who just set a new password through a mailed link: the login page names them and says so. */
  passwordChangedFor: null as string | null,
  /** Set when the previous page load ended because the session expired ('Uw sessie is verlopen'). */
  expired: false,
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A saved token is used only with both token and expiry, and only before it expires (spec §4). */
export function restoreSession() {
  const saved = storage.read<Partial<AuthRecord>>(AUTH_KEY);
  if (saved?.token && typeof saved.expires === 'number' && saved.expires > nowSeconds() && saved.user) {
    session.auth = saved as AuthRecord;
  } else {
    storage.remove(AUTH_KEY);
  }
  session.expired = sessionStorage.getItem(EXPIRED_KEY) === '1';
  sessionStorage.removeItem(EXPIRED_KEY);
}

export const currentToken = () => session.auth?.token;
export const isAdministrator = () => session.auth?.user.isAdministrator === true;

export async function login(fields: { login: string; password: string; stayLoggedIn: boolean }): Promise<boolean> {
  session.pending = true;
  session.error = null;
  try {
    const record = await call(endpoints.login, {
      body: { login: fields.login, password: fields.password, stayLoggedIn: String(fields.stayLoggedIn) },
      form: true,
    });
    if (typeof record?.token !== 'string') throw new ApiError(0, 'Ongeldig antwoord van de server', undefined, undefined, record);
    storage.write(AUTH_KEY, record);
    Object.assign(session, { auth: record, isLoggedOut: false, expired: false, passwordChangedFor: null });
    return true;
  } catch (error) {
    session.error = (error as Error).message;
    return false;
  } finally {
    session.pending = false;
  }
}

/** Logout clears the stored token first, then tells the server (spec §4). */
export async function logout() {
  const token = session.auth?.token;
  storage.remove(AUTH_KEY);
  session.auth = null;
  if (token) {
    await call(endpoints.logout, { token }).catch(() => {});
  }
  session.isLoggedOut = true;
}

export async function requestReset(loginName: string): Promise<boolean> {
  session.pending = true;
  session.error = null;
  try {
    const result = await call(endpoints.requestReset, { body: { login: loginName } });
    session.isReset = result.success;
    return result.success;
  } catch (error) {
    session.error = (error as Error).message;
    return false;
  } finally {
    session.pending = false;
  }
}

/** Whose mailed reset link this is; throws the server's Dutch message when it is invalid or expired. */
export async function checkResetLink(token: string): Promise<string> {
  const owner = await call(endpoints.checkResetLink, { body: { token } });
  return owner.login;
}

/** Sets the new password; the login page then says so and asks for it. */
export async function setNewPassword(token: string, password: string) {
  const owner = await call(endpoints.setNewPassword, { body: { token, password } });
  Object.assign(session, { passwordChangedFor: owner.login, isLoggedOut: false, expired: false, error: null });
}

/** A 401/403 from the server: forget the token and reload, so the login page says the session expired. */
export function endExpiredSession() {
  storage.remove(AUTH_KEY);
  sessionStorage.setItem(EXPIRED_KEY, '1');
  window.location.reload();
}
