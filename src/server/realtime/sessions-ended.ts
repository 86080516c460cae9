/**
 * Between instances only, never sent to a browser: these sessions ended (logout, password reset), so every
 * instance closes their live sockets. `tokenHash` is the hex SHA-256 of one session's token; `userId` means all
 * sessions of that user.
 */
export type SessionsEnded = { type: 'sessionsEnded' } & ({ tokenHash: string } | { userId: number });

export type SessionsEndedListener = (event: SessionsEnded) => void;

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** A hub payload that ends sessions, or null when it is something else. */
export function parseSessionsEnded(raw: string): SessionsEnded | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'sessionsEnded') return null;
  const { tokenHash, userId } = value as { tokenHash?: unknown; userId?: unknown };
  if (typeof tokenHash === 'string' && HEX_SHA256.test(tokenHash)) return { type: 'sessionsEnded', tokenHash };
  if (Number.isSafeInteger(userId) && (userId as number) > 0) return { type: 'sessionsEnded', userId: userId as number };
  return null;
}
