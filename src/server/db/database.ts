import pg from 'pg';
import type { Config } from '../config.ts';
import { startPgliteServer, type PgliteServer } from './pglite-server.ts';
import { generationCountingClient, type WriteGeneration } from './write-generation.ts';

// Ids fit in a double; money is numeric(10,2); dates stay 'YYYY-MM-DD' so no timezone can shift them.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = pg.Pool | pg.PoolClient;

export interface Database {
  pool: pg.Pool;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL schema worked in, when one was asked for. */
  schema?: string;
  /** The embedded server, when running on PGlite. */
  pglite?: PgliteServer;
  /** PGlite: every statement that may write moves it on (this process is the database's only client). */
  writeGeneration?: WriteGeneration;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string;
  /** Schema to work in on PostgreSQL (tests use one each); created when missing. */
  schema?: string;
  /** PGlite data folder; undefined keeps the embedded database in memory. */
  dataDir?: string;
  /** PGlite: start from this dump instead of an empty database. */
  loadDataDir?: Uint8Array;
  /** Connections to PostgreSQL; PGlite always gets one. */
  poolSize?: number;
}

/** Where the configured database is: the PostgreSQL server, or the embedded one in DATA_DIR/pglite. */
export function configuredDatabase(config: Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>): DatabaseOptions {
  if (config.databaseUrl) return { databaseUrl: config.databaseUrl, schema: config.databaseSchema };
  return { dataDir: `${config.dataDir}/pglite` };
}

/** Longest wait for a connection before a request gives up with a 503 (it must answer within 5 s). */
const CONNECT_TIMEOUT_MS = 3000;

/**
 * An idle connection that breaks (the server restarts, an administrator ends the session) is an 'error' event on
 * the pool; unheard, Node ends the process. The pool has dropped that connection already and opens a new one for
 * the next query, and a query that still fails tells its caller, so here there is nothing left to do.
 */
export function survivingOutages(pool: pg.Pool): pg.Pool {
  pool.on('error', () => {});
  // The pool hands a waiting caller a connection while still reading the last answer on it, and PostgreSQL's FATAL
  // for an ended session can follow in the same packet, before the caller's code has put a listener on: that
  // 'error' ended the process (the outage test, about one run in three). So every connection has a listener of its
  // own for its whole life; its holder learns of the break from its next query, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const max = options.poolSize ?? 10;
  if (options.databaseUrl) {
    // No JIT: it pays off for long analytical queries, not for ours; a search whose estimate passed jit_above_cost
    // spent 13 ms compiling to run 3.
    const settings = ['-c jit=off', ...(options.schema ? [`-c search_path=${options.schema},public`] : [])].join(' ');
    if (options.schema) await createSchema(options.databaseUrl, options.schema);
    const pool = survivingOutages(
      new pg.Pool({
        connectionString: options.databaseUrl,
        max,
        options: settings,
        // A server that does not answer (or a pool whose connections are all busy that long) makes a 503, not a hang.
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      }),
    );
    return { pool, kind: 'postgres', schema: options.schema, close: () => pool.end() };
  }
  const pglite = await startPgliteServer({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, maxConnections: 4 });
  // One connection: PGlite is a single session, and pglite-socket interleaves the messages of concurrent connections
  // (a query's Bind/Execute split by another's BEGIN fails with 'portal "" does not exist'; electric-sql/pglite#1046).
  // PGlite runs one query at a time anyway, so the pool's queue costs nothing.
  // No connect timeout: the one connection is often busy for a while, and a PGlite that is gone refuses at once.
  const writeGeneration: WriteGeneration = { current: 0 };
  const pool = survivingOutages(
    new pg.Pool({
      Client: generationCountingClient(writeGeneration),
      host: pglite.socketDir, port: pglite.port, user: 'postgres', database: 'postgres', max: 1,
      // PGlite's one session outlives the connection (the pool closes it after 10 s idle): a new connection first
      // forgets the named statements of the one before, which its client does not know of (prepared.ts).
      onConnect: async (client) => void (await client.query('DEALLOCATE ALL')),
    }),
  );
  return {
    pool,
    kind: 'pglite',
    pglite,
    writeGeneration,
    async close() {
      await pool.end();
      await pglite.close();
    },
  };
}

async function createSchema(databaseUrl: string, schema: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
}

/** Drops a schema made by `openDatabase({ schema })`; for tests. */
export async function dropSchema(databaseUrl: string, schema: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Runs `work` in one transaction: all of it is stored, or none of it. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection that breaks while held (not in a query) is an 'error' event on it; its next query fails anyway.
  let broken: Error | undefined;
  const onBroken = (error: Error) => (broken = error);
  client.on('error', onBroken);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.off('error', onBroken);
    client.release(broken);
  }
}
