// How many SQL statements one action costs (issue 23: a number once reached gets a ceiling in the suite). Every
// query a pg client sends while `countStatements` runs its work is recorded — also the ones of an app.inject()
// request it awaits, since they run in its async context — and none of the background workers' meanwhile.
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

const recording = new AsyncLocalStorage<string[]>();
let patched = false;
const CHECKED_OUT = Symbol('checked out by a caller');
type Tracked = pg.PoolClient & { [CHECKED_OUT]?: boolean };

const record = (first: unknown) => {
  const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
  if (text !== undefined) recording.getStore()?.push(text.replace(/\s+/g, ' ').trim());
};

/**
 * Records where the caller's async context is known: pool.query when it is called (the pool may run it later, from
 * the context of whoever released a connection), and the queries of a connection a caller checked out itself (a
 * transaction), until it releases it.
 */
function recordEveryQuery() {
  if (patched) return;
  patched = true;
  const poolQuery = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function recordedPoolQuery(this: pg.Pool, ...args: unknown[]) {
    record(args[0]);
    return (poolQuery as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof poolQuery;

  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function checkedOut(this: pg.Pool, ...args: unknown[]) {
    // The callback form is the pool's own (pool.query); a caller's transaction uses the promise.
    if (typeof args[0] === 'function') return (connect as (...rest: unknown[]) => unknown).apply(this, args);
    return (connect as (this: pg.Pool) => Promise<Tracked>).call(this).then((client) => {
      client[CHECKED_OUT] = true;
      const release = client.release;
      client.release = (...releaseArgs: Parameters<typeof release>) => {
        client[CHECKED_OUT] = false;
        client.release = release;
        return release.apply(client, releaseArgs);
      };
      return client;
    });
  } as typeof connect;

  const clientQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function recordedClientQuery(this: Tracked, ...args: unknown[]) {
    if (this[CHECKED_OUT]) record(args[0]);
    return (clientQuery as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof clientQuery;
}

const TRANSACTION_CONTROL = /^(BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

export interface Counted<T> {
  result: T;
  /** Every statement sent, in order, transaction control included. */
  sent: string[];
  /** The statements that read or write data: `sent` without BEGIN, COMMIT, ROLLBACK and savepoints. */
  statements: string[];
  /** Whether every write (INSERT, UPDATE, DELETE) ran inside one and the same BEGIN … COMMIT. */
  writesInOneTransaction: boolean;
}

/** Runs `work` and returns what it sent to the database. */
export async function countStatements<T>(work: () => Promise<T>): Promise<Counted<T>> {
  recordEveryQuery();
  const sent: string[] = [];
  // Awaited inside the context: app.inject() returns a chain that only sends the request when it is awaited.
  const result = await recording.run(sent, async () => await work());
  const statements = sent.filter((text) => !TRANSACTION_CONTROL.test(text));
  const isWrite = (text: string) => /^(WITH\b.*\b)?(INSERT|UPDATE|DELETE)\b/i.test(text);
  const begins = sent.filter((text) => /^BEGIN\b/i.test(text)).length;
  const begin = sent.findIndex((text) => /^BEGIN\b/i.test(text));
  const commit = sent.findIndex((text) => /^COMMIT\b/i.test(text));
  const writes = statements.filter(isWrite).length;
  const writesInside = begin >= 0 && commit > begin ? sent.slice(begin + 1, commit).filter(isWrite).length : 0;
  return { result, sent, statements, writesInOneTransaction: begins === 1 && writes > 0 && writesInside === writes };
}
