// Tells a lost or unreachable database apart from every other failure: that one passes (the pool connects again
// by itself), so requests answer 503 and workers pause instead of failing what they were doing.

/** Node's socket errors as `pg` passes them on: nothing listens (a stopped server, a gone PGlite socket), or it broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOENT']);

/**
 * PostgreSQL's own codes: class 08 (connection exception), the server shutting down or ending this session
 * (57P01–57P03), too many connections (53300).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/**
 * A database that takes no connections for now (`ALTER DATABASE … ALLOW_CONNECTIONS false`, as during maintenance):
 * 55000 with this message. The code alone also covers lasting misconfigurations, so the message is matched too.
 */
const NOT_ACCEPTING = { code: '55000', message: /is not currently accepting connections/ };

/** `pg` gives no code when the socket ends, or a connect or the wait for a pooled connection takes too long. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/**
 * Only the error itself is looked at, not its causes: a carrier's or printer's refused connection reaches the
 * app wrapped (fetch's 'fetch failed'), and a missing file is an ENOENT too, but not on a socket.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string' && SQLSTATE.test(code)) return true;
  if (code === NOT_ACCEPTING.code && NOT_ACCEPTING.message.test(error.message)) return true;
  if (typeof code === 'string' && SOCKET_CODES.has(code)) return code !== 'ENOENT' || syscall === 'connect';
  return PG_MESSAGES.some((message) => error.message.startsWith(message));
}
