import pg from 'pg';
import { transaction, type Db } from '../../db/database.ts';

/**
 * Runs an operation's work in one transaction: its own when given the pool, else the caller's — a client passed in
 * is taken to be inside the caller's transaction already (a bulk job changes an order and records its item in one).
 */
export function inTransaction<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return db instanceof pg.Pool ? transaction(db, work) : work(db);
}
