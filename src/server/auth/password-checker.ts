import { messages } from '../../shared/domain/messages.ts';
import { HttpError } from '../http-errors.ts';
import { createHashLimiter } from './hash-limiter.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export interface PasswordCheckerOptions {
  /** log2 of scrypt's N for new hashes, and for the stand-in hash of unknown users. */
  cost: number;
  concurrency: number;
  queueLimit: number;
}

/** Password hashing for the routes: bounded by the limiter, and as slow for an unknown user as for a known one. */
export function createPasswordChecker({ cost, concurrency, queueLimit }: PasswordCheckerOptions) {
  const limiter = createHashLimiter(concurrency, queueLimit, () => new HttpError(503, messages.serverBusy, 'BUSY'));
  let standIn: Promise<string> | undefined;

  return {
    hash: (password: string) => limiter.run(() => hashPassword(password, cost)),

    /**
     * True when `storedHash` matches. Without a stored hash (no such user) a stand-in hash is checked and false is
     * returned, so the answer takes as long either way and its timing does not tell whether the user exists.
     */
    async verify(password: string, storedHash: string | undefined): Promise<boolean> {
      if (storedHash) return limiter.run(() => verifyPassword(password, storedHash));
      standIn ??= hashPassword('stand-in for an unknown user', cost);
      const hash = await standIn;
      await limiter.run(() => verifyPassword(password, hash));
      return false;
    },
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;
