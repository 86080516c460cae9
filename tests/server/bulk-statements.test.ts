// What one order of a bulk job costs the database (issue 26: 500 of them within 5 s, a print within 20 s, with the
// workstations listening): each kind's turn for one order, its result recorded, counted in statements and capped,
// so a new step in the per-order path shows here before it shows in `npm run bench:peak`.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BulkKind } from '../../src/shared/domain/bulk.ts';
import { findBulkJob, pendingBulkItems, recordBulkItemResult } from '../../src/server/db/bulk-jobs.ts';
import { bulkJobKinds } from '../../src/server/bulk/job-kinds.ts';
import { bulkApi } from '../helpers/bulk-api.ts';
import { countStatements } from '../helpers/sql-statements.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const FOLDER = 23_300_004;
/** Data statements per order, transaction control and the broadcast's pg_notify left out. */
const CEILINGS: Readonly<Record<'move' | 'process' | 'print', number>> = { move: 5, process: 5, print: 8 };
const dataStatements = (statements: string[]) => statements.filter((text) => !/pg_notify/.test(text));

describe.each(databaseKinds)('statements per order of a bulk job on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, start, freshOrders } = bulkApi(t);

  beforeAll(async () => {
    // The jobs stay pending, so that each order's turn runs here, counted, instead of in the runner.
    await t.app.bulkRunner.stop();
    await sql(`INSERT INTO printers (id, name, display_name, computer_name, provider, settings)
               VALUES ('bulk-spool', 'bulk-spool', 'Bulkprinter', 'TEST-PC', 'spool', '{}') ON CONFLICT (id) DO NOTHING`);
    await sql('UPDATE locations SET printers = $2::jsonb WHERE name = $1', [t.config.location, JSON.stringify({ order: 'bulk-spool' })]);
  });

  /** The statements of the second order's turn (the first warms what is read once per process). */
  async function countSecondOrder(action: BulkKind, options: object) {
    const response = await start({ action, orderIds: await freshOrders(2), options });
    expect(response.statusCode, response.body).toBe(200);
    const job = (await findBulkJob(t.database.pool, response.json().id))!;
    const items = await pendingBulkItems(t.database.pool, job.id);
    const turn = (item: (typeof items)[number]) => async () => {
      const outcome = (await bulkJobKinds[action].run(t.app, job, item))!;
      if (!outcome.stored) await recordBulkItemResult(t.database.pool, job.id, item.position, outcome);
      return outcome;
    };
    await turn(items[0])();
    const counted = await countStatements(turn(items[1]));
    expect(counted.result.state, JSON.stringify(counted.result)).toBe('ok');
    return dataStatements(counted.statements);
  }

  it.each([
    ['move', { tagId: FOLDER }],
    ['process', undefined],
    ['print', { documents: ['order'] }],
  ] as const)('%s', async (action, options) => {
    const statements = await countSecondOrder(action, options ?? {});
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(CEILINGS[action]);
  });
});
