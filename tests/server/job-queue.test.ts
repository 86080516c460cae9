// The job queue's shared parts once, on a table of its own, on each database: a claim never hands one job to two
// workers, a lapsed lease is claimed again and its old holder writes nothing, a job failing past its last attempt
// is dead with its reason; and jobStats counts each kind's waiting jobs, the oldest one's age and its failures.
import { beforeAll, describe, expect, it } from 'vitest';
import { claimJobs, writeLeased } from '../../src/server/jobs/lease.ts';
import { doublingBackoff, failAttempt, type RetryingTable } from '../../src/server/jobs/retry.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const TEST_JOBS: RetryingTable = {
  table: 'test_jobs',
  lease: 'lease_until',
  waiting: `status = 'queued' AND next_attempt_at <= now()`,
  order: 'id',
  dead: `status = 'dead', finished_at = now()`,
};

interface TestJob {
  id: number;
  attempts: number;
  lease: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('the job queue on %s', (kind) => {
  const t = useTestApp(kind);
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  const claim = (leaseMs = 60_000, limit = 1) =>
    claimJobs<TestJob>(t.database.pool, TEST_JOBS, { leaseMs, limit, set: 'attempts = attempts + 1', returning: 'id, attempts' });
  const addJobs = async (count: number) =>
    (await sql<{ id: number }>('INSERT INTO test_jobs SELECT FROM generate_series(1, $1) RETURNING id', [count])).map((row) => Number(row.id));
  const row = async (id: number) =>
    (await sql<{ status: string; error: string | null; attempts: number; finished: boolean; wait_s: number }>(
      `SELECT status, error, attempts, finished_at IS NOT NULL AS finished,
              extract(epoch FROM next_attempt_at - now())::float8 AS wait_s FROM test_jobs WHERE id = $1`,
      [id],
    ))[0];

  beforeAll(async () => {
    await sql(`CREATE TABLE test_jobs (
      id bigserial PRIMARY KEY, status text NOT NULL DEFAULT 'queued', attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(), lease_until timestamptz, error text, finished_at timestamptz)`);
  });

  it('never hands one job to two claimers', async () => {
    await sql('DELETE FROM test_jobs');
    const ids = await addJobs(30);
    const claimer = async () => {
      const mine: number[] = [];
      for (let batch = await claim(60_000, 4); batch.length > 0; batch = await claim(60_000, 4)) mine.push(...batch.map((job) => Number(job.id)));
      return mine;
    };
    const claimed = (await Promise.all([claimer(), claimer(), claimer()])).flat();
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  });

  it('leaves a job under a live lease alone, claims it again once the lease lapsed, and then ignores its old holder', async () => {
    await sql('DELETE FROM test_jobs');
    const [id] = await addJobs(1);
    const [first] = await claim(150);
    expect(Number(first.id)).toBe(id);
    expect(await claim()).toEqual([]);

    await pause(200);
    const [again] = await claim();
    expect(again).toMatchObject({ attempts: 2 });
    expect(Number(again.id)).toBe(id);
    expect(await writeLeased(t.database.pool, TEST_JOBS, first, `status = 'done'`)).toBeUndefined();
    expect((await row(id)).status).toBe('queued');
    expect(await writeLeased(t.database.pool, TEST_JOBS, again, `status = 'done'`)).toEqual({ id: expect.anything() });
    expect((await row(id)).status).toBe('done');
  });

  it('retries a failing job after a longer wait each time and makes it dead with its reason after the last attempt', async () => {
    await sql('DELETE FROM test_jobs');
    const [id] = await addJobs(1);
    const policy = { backoffMs: doublingBackoff(10_000, 60_000), maxAttempts: 3 };
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      const [job] = await claim();
      expect(job).toMatchObject({ attempts: attempt });
      const outcome = await failAttempt(t.database.pool, TEST_JOBS, job, policy, { reason: `Poging ${attempt} mislukt`, retryable: true });
      expect(outcome?.dead).toBe(attempt === 3);
      waits.push(Math.round((await row(id)).wait_s / 10) * 10);
      await sql('UPDATE test_jobs SET next_attempt_at = now() WHERE id = $1', [id]);
    }
    expect(waits.slice(0, 2)).toEqual([10, 20]);
    expect(await row(id)).toMatchObject({ status: 'dead', error: 'Poging 3 mislukt', attempts: 3, finished: true });
    expect(await claim()).toEqual([]);
    expect(doublingBackoff(10_000, 60_000)(4)).toBe(60_000);
  });

  it('makes a job that cannot succeed dead at its first attempt', async () => {
    await sql('DELETE FROM test_jobs');
    const [id] = await addJobs(1);
    const [job] = await claim();
    const policy = { backoffMs: () => 1000, maxAttempts: 5 };
    expect(await failAttempt(t.database.pool, TEST_JOBS, job, policy, { reason: 'Geweigerd', retryable: false })).toMatchObject({ dead: true });
    expect(await row(id)).toMatchObject({ status: 'dead', error: 'Geweigerd', attempts: 1 });
  });

  it('counts per kind the waiting jobs, how long the oldest has waited, and the failures of the last 24 hours', async () => {
    // Only the rows of this test move the numbers: the app's own workers would take them up.
    await Promise.all([t.app.printQueue.stop(), t.app.bulkRunner.stop(), t.app.tracking.stop()]);
    const before = await t.app.jobStats();

    await sql(`INSERT INTO print_jobs (job_type, printer_id, created_by, status, created_at, finished_at, error) VALUES
      ('card1', 'werkbank', 'test', 'queued', now() - interval '90 seconds', NULL, NULL),
      ('card1', 'werkbank', 'test', 'failed', now() - interval '1 hour', now() - interval '1 hour', 'Papierstoring'),
      ('card1', 'werkbank', 'test', 'failed', now() - interval '2 days', now() - interval '2 days', 'Papierstoring')`);
    const [{ id: bulkId }] = await sql<{ id: string }>(
      `INSERT INTO bulk_jobs (action, created_by, location, total, created_at) VALUES ('move', 'test', 'Amsterdam', 2, now() - interval '5 minutes') RETURNING id`,
    );
    await sql(`INSERT INTO bulk_job_items (job_id, position, order_id, order_number, state, finished_at) VALUES
      ($1, 0, 1, '1', 'failed', now()), ($1, 1, 2, '2', 'pending', NULL)`, [bulkId]);
    await sql(`INSERT INTO shipments (carrier, barcode, status, next_check_at, check_failed_at, check_error) VALUES
      ('postnl', '3STATS0000001', 'registered', now() - interval '10 minutes', NULL, NULL),
      ('postnl', '3STATS0000002', 'registered', now() + interval '10 minutes', now(), 'Geen antwoord binnen 2000 ms')`);
    await sql(`INSERT INTO mail_jobs (mail_type, recipient, subject, body_text, status, created_at) VALUES
      ('KiB', 'klant@example.nl', 'Test', 'Test', 'sending', now() - interval '30 seconds'),
      ('KiB', 'klant@example.nl', 'Test', 'Test', 'failed', now()),
      ('KiB', 'klant@example.nl', 'Test', 'Test', 'unknown', now())`);

    const after = await t.app.jobStats();
    const grown = Object.fromEntries(
      Object.entries(after).map(([kind, stats]) => [kind, {
        depth: stats.depth - before[kind as keyof typeof before].depth,
        failures: stats.failures - before[kind as keyof typeof before].failures,
      }]),
    );
    expect(grown).toEqual({
      print: { depth: 1, failures: 1 },
      bulk: { depth: 1, failures: 1 },
      tracking: { depth: 1, failures: 1 },
      mail: { depth: 1, failures: 2 },
    });
    expect(after.print.oldestSeconds).toBeGreaterThanOrEqual(90);
    expect(after.bulk.oldestSeconds).toBeGreaterThanOrEqual(300);
    expect(after.tracking.oldestSeconds).toBeGreaterThanOrEqual(600);
    expect(after.mail.oldestSeconds).toBeGreaterThanOrEqual(30);
  });
});
