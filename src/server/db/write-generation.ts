import pg from 'pg';

/**
 * How many statements that changed data, or may have, this process has sent to the database. On PGlite this process
 * is the database's one client (its one session is the pool's one connection, which runs statements in the order
 * they are sent and answers them in that order), so a read that saw the same generation when it began and when its
 * answer came cannot hold a write that was not counted, nor miss one that was.
 */
export interface WriteGeneration {
  current: number;
}

// A read is a SELECT (or WITH … SELECT) that neither writes, locks, nor draws from a sequence. Anything else counts as
// a write unless its answer shows it changed nothing: a false alarm only empties a cache, a missed write would serve
// stale data.
const READ_START = /^\s*(select|with)\b/i;
const MAY_WRITE = /\b(insert|update|delete|merge|truncate|lock|for\s+share|for\s+key\s+share|nextval|setval|set_config|pg_notify|pg_advisory\w*)\b/i;
// A plain INSERT, UPDATE or DELETE counts its own rows; a WITH can hide a write its answer does not count.
const PLAIN_WRITE = /^\s*(insert|update|delete)\b/i;
// A transaction's writes count as they are answered: no other statement can run between them and its COMMIT.
const TRANSACTION_CONTROL = new Set(['BEGIN', 'COMMIT', 'ROLLBACK']);

export const isReadStatement = (text: string) => READ_START.test(text) && !MAY_WRITE.test(text);

/**
 * Whether an answered statement that is not a read may have changed data. A job claim that finds no job (the print
 * queue asks every second) changes nothing. This relies on our statement triggers writing only from their
 * transition tables, so that a statement of no rows makes them write nothing either.
 */
export function mayHaveChanged(text: string, result: pg.QueryResult | pg.QueryResult[] | undefined): boolean {
  if (!result || Array.isArray(result)) return true;
  if (TRANSACTION_CONTROL.has(result.command)) return false;
  return !(PLAIN_WRITE.test(text) && result.rowCount === 0);
}

const textOf = (config: unknown) =>
  typeof config === 'string' ? config : typeof (config as { text?: unknown })?.text === 'string' ? (config as { text: string }).text : '';

type Callback = (error: Error | undefined, result?: pg.QueryResult) => void;

/**
 * A pg Client class that moves `generation` on when a statement that changed data, or may have, is answered: before
 * its caller hears the answer, so before any statement sent after it is answered.
 */
export function generationCountingClient(generation: WriteGeneration): typeof pg.Client {
  return class GenerationCountingClient extends pg.Client {
    // pg's query() has many overloads (text, config, callback, promise, a Submittable): this looks at the statement's
    // text and its answer, and passes everything on.
    override query(...args: unknown[]): never {
      const run = super.query as (...inner: unknown[]) => never;
      const text = textOf(args[0]);
      if (isReadStatement(text)) return run.apply(this, args);
      const count = (error: unknown, result?: pg.QueryResult) => {
        if (error || mayHaveChanged(text, result)) generation.current += 1;
      };
      const callbackAt = args.findIndex((arg) => typeof arg === 'function');
      if (callbackAt >= 0) {
        const callback = args[callbackAt] as Callback;
        args[callbackAt] = (error: Error | undefined, result?: pg.QueryResult) => {
          count(error, result);
          callback(error, result);
        };
        return run.apply(this, args);
      }
      const answer = run.apply(this, args) as unknown;
      if (!(answer instanceof Promise)) {
        // A Submittable (a cursor, a stream) tells its end its own way: it counts as a write when sent.
        generation.current += 1;
        return answer as never;
      }
      return answer.then(
        (result: pg.QueryResult) => (count(undefined, result), result),
        (error: unknown) => {
          count(error);
          throw error;
        },
      ) as never;
    }
  };
}
