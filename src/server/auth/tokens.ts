import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: what the client holds. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export const SESSION_HOURS = 12;
export const LONG_SESSION_DAYS = 30;
export const RESET_LINK_MINUTES = 60;
