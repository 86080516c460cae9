import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { DOWNLOAD_URL_WINDOW_SECONDS } from '../../shared/domain/attachments.ts';
import { sharedSecret } from '../db/attachments.ts';

// A browser's <img> and download link carry no Authorization header, so /download/ accepts a URL the API signed
// for a logged-in user instead: an HMAC-SHA256 over the query's canonical form (id, fileType, width, height, zc,
// exp) with a secret every instance shares (server_secrets), so any instance serves another's URLs.

export const DOWNLOAD_PATH = '/download/';
const SECRET_NAME = 'download-url';

export interface DownloadTarget {
  id: number;
  fileType: string;
  /** A thumbnail box; without it the original is served. */
  width?: number;
  height?: number;
  zc?: number;
}

const secrets = new WeakMap<pg.Pool, Promise<Buffer>>();

/** The shared secret, read once per instance; the first instance to ask stores it. */
export function downloadSecret(pool: pg.Pool): Promise<Buffer> {
  let secret = secrets.get(pool);
  if (!secret) {
    secret = sharedSecret(pool, SECRET_NAME, randomBytes(32));
    secret.catch(() => secrets.delete(pool));
    secrets.set(pool, secret);
  }
  return secret;
}

/** The end of the current window plus one: a URL lives 10 to 20 minutes. */
export const expiryFor = (nowSeconds: number) => (Math.floor(nowSeconds / DOWNLOAD_URL_WINDOW_SECONDS) + 2) * DOWNLOAD_URL_WINDOW_SECONDS;

const canonical = (target: DownloadTarget, exp: number) =>
  [target.id, target.fileType, target.width ?? '', target.height ?? '', target.zc ?? '', exp].join('\n');

const signature = (secret: Buffer, target: DownloadTarget, exp: number) =>
  createHmac('sha256', secret).update(canonical(target, exp)).digest();

export function signedDownloadUrl(secret: Buffer, target: DownloadTarget, nowSeconds: number): string {
  const exp = expiryFor(nowSeconds);
  const query = new URLSearchParams({ id: String(target.id), fileType: target.fileType });
  for (const key of ['width', 'height', 'zc'] as const) {
    if (target[key] !== undefined) query.set(key, String(target[key]));
  }
  query.set('exp', String(exp));
  query.set('sig', signature(secret, target, exp).toString('base64url'));
  return `${DOWNLOAD_PATH}?${query}`;
}

/** Whether `sig` is this server's signature of the target and `exp` is still ahead. */
export function isValidSignature(secret: Buffer, target: DownloadTarget, exp: number, sig: string, nowSeconds: number): boolean {
  if (!(exp > nowSeconds)) return false;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secret, target, exp);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
