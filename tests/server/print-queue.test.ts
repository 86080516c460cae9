// The durable print queue on a real database: queued → sent → done, retries with backoff, failures with the
// reason, leases of crashed workers, two workers on one database, and jobs that outlive a restart.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PrinterState } from '../../src/shared/domain/printing.ts';
import { buildApp } from '../../src/server/app.ts';
import { findPrintJob, insertPrintJob } from '../../src/server/db/print-jobs.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createPrintQueue, type PrintJobChange, type PrintQueue, type PrintQueueOptions } from '../../src/server/print/print-queue.ts';
import { PrintFailure, type PrintDocument, type PrintProvider, type PrinterRecord } from '../../src/server/print/providers/types.ts';
import { pdfText } from '../helpers/pdf-tools.ts';
import { bearer, databaseKinds, startTestApp, useTestApp } from '../helpers/test-app.ts';

type JobState = Awaited<ReturnType<NonNullable<PrintProvider['jobState']>>>;

/** A provider that records what it was sent and fails or answers as a test tells it to. */
function fakeProvider(script: { failures?: PrintFailure[]; jobStates?: JobState[] } = {}) {
  const failures = [...(script.failures ?? [])];
  const sent: PrintDocument[] = [];
  const provider: PrintProvider = {
    async send(_printer, document) {
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(document);
      return { reference: `ref-${document.jobId}` };
    },
    state: async () => 'idle',
  };
  if (script.jobStates) {
    const answers = [...script.jobStates];
    provider.jobState = async () => answers.shift() ?? { state: 'done' };
  }
  return { provider, sent };
}

const printer = (id: string): PrinterRecord & { state: PrinterState } => ({
  id, name: id, displayName: `Printer ${id}`, computerName: 'TEST', provider: 'spool', settings: {}, state: 'idle',
});
const printers = { get: async (id: string) => (id === 'weg' ? undefined : printer(id)) };
const silentLog = { error: () => {}, warn: () => {} } as unknown as PrintQueueOptions['log'];

describe.each(databaseKinds)('the print queue on %s', (kind) => {
  const t = useTestApp(kind);
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  const queues: PrintQueue[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    // Left-over jobs of one test must not reach the next one's worker.
    await sql(`UPDATE print_jobs SET status = 'failed' WHERE status IN ('queued', 'sent')`);
  });

  /** A worker on the test database; the app's own worker is stopped first so only this one takes jobs. */
  const startQueue = async (provider: PrintProvider, options: Partial<PrintQueueOptions> = {}) => {
    await t.app.printQueue.stop();
    const queue = createPrintQueue({
      db: t.database.pool, providers: { spool: provider, ipp: provider, printnode: provider }, printers, log: silentLog,
      pollMs: 20, backoffMs: () => 30, ...options,
    });
    queues.push(queue);
    queue.start();
    return queue;
  };

  const anOrder = async () => (await sql<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 1'))[0].id;
  const queueJob = async (orderId: number | null, printerId = 'werkbank') =>
    (await insertPrintJob(t.database.pool, {
      orderId, shipmentId: null, type: 'card1', printerId, title: 'Test · Kaart 1', pdf: Buffer.from('%PDF-1.4 test'),
      copies: 2, createdBy: 'medewerker', location: 'Amsterdam',
    }))!;
  const jobRow = async (id: number) =>
    (await sql<{ status: string; error: string | null; attempts: number; provider_reference: string | null; finished_at: Date | null }>(
      'SELECT status, error, attempts, provider_reference, finished_at FROM print_jobs WHERE id = $1',
      [id],
    ))[0];
  const untilStatus = (id: number, status: string, timeout = 5000) =>
    vi.waitFor(async () => expect((await jobRow(id)).status).toBe(status), { timeout, interval: 10 });

  it('sends a queued job with its PDF and copies, marks it done and stamps the order', async () => {
    const { provider, sent } = fakeProvider();
    const changes: PrintJobChange[] = [];
    await startQueue(provider, { onChange: (job) => void changes.push(job) });
    const orderId = await anOrder();
    const before = Math.floor(Date.now() / 1000);
    const id = await queueJob(orderId);

    await untilStatus(id, 'done');
    expect(sent).toEqual([{ jobId: id, title: 'Test · Kaart 1', pdf: Buffer.from('%PDF-1.4 test'), copies: 2 }]);
    expect(await jobRow(id)).toMatchObject({ attempts: 1, error: null, provider_reference: `ref-${id}` });
    // The change is the job's ledger row as stored: the workstations show it without asking.
    expect(changes).toEqual([await findPrintJob(t.database.pool, id)]);
    expect(changes[0]).toMatchObject({ id, orderId, type: 'card1', status: 'done' });
    const [{ print_jobs }] = await sql<{ print_jobs: Record<string, number> }>('SELECT print_jobs FROM orders WHERE id = $1', [orderId]);
    expect(print_jobs.card1).toBeGreaterThanOrEqual(before);
  });

  it('keeps a job sent until a provider that can tell says the printer is done', async () => {
    const { provider } = fakeProvider({ jobStates: [{ state: 'pending' }, { state: 'pending' }, { state: 'done' }] });
    await startQueue(provider, { jobStatePollMs: 150 });
    const id = await queueJob(await anOrder());
    await untilStatus(id, 'sent');
    await untilStatus(id, 'done');
  });

  it('asks about a job stuck in the printer less often the longer it has been sent (a tenth of its age, at most a minute)', async () => {
    const { provider } = fakeProvider({ jobStates: Array.from({ length: 100 }, () => ({ state: 'pending' as const })) });
    await startQueue(provider, { jobStatePollMs: 10 });
    const id = await queueJob(await anOrder());
    await untilStatus(id, 'sent');
    await sql(`UPDATE print_jobs SET sent_at = now() - interval '200 seconds', next_attempt_at = now() WHERE id = $1`, [id]);
    const waitSeconds = async () =>
      (await sql<{ wait: number }>('SELECT extract(epoch FROM next_attempt_at - now())::float AS wait FROM print_jobs WHERE id = $1', [id]))[0].wait;
    await vi.waitFor(async () => expect(await waitSeconds()).toBeGreaterThan(15), { timeout: 3000, interval: 10 });
    // A tenth of 200 s and of the moments the worker took since: about 20 s, far from the 2 s poll and the minute cap.
    expect(await waitSeconds()).toBeLessThan(21);
    expect((await jobRow(id)).status).toBe('sent');
  });

  it('fails a sent job with the reason the printer gives', async () => {
    const { provider } = fakeProvider({ jobStates: [{ state: 'failed', reason: 'Papierstoring' }] });
    await startQueue(provider, { jobStatePollMs: 10 });
    const id = await queueJob(await anOrder());
    await untilStatus(id, 'failed');
    expect((await jobRow(id)).error).toBe('Papierstoring');
  });

  it('retries a retryable failure after the backoff, showing the reason meanwhile, then prints once', async () => {
    const { provider, sent } = fakeProvider({
      failures: [new PrintFailure('Printer niet bereikbaar', true), new PrintFailure('Printer niet bereikbaar', true)],
    });
    const backoffMs = vi.fn(() => 300);
    await startQueue(provider, { backoffMs });
    const id = await queueJob(await anOrder());

    await vi.waitFor(async () => expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 1, error: 'Printer niet bereikbaar' }));
    await untilStatus(id, 'done');
    expect(backoffMs.mock.calls).toEqual([[1], [2]]);
    expect(await jobRow(id)).toMatchObject({ attempts: 3, error: null });
    expect(sent.map((document) => document.jobId)).toEqual([id]);
  });

  it('fails at once on a failure that is not worth retrying, with the Dutch reason', async () => {
    const { provider, sent } = fakeProvider({ failures: [new PrintFailure('De printer weigert het document', false)] });
    await startQueue(provider);
    const id = await queueJob(await anOrder());
    await untilStatus(id, 'failed');
    expect(await jobRow(id)).toMatchObject({ attempts: 1, error: 'De printer weigert het document' });
    expect((await jobRow(id)).finished_at).not.toBeNull();
    expect(sent).toEqual([]);
  });

  it('gives up after maxAttempts sends with the last reason', async () => {
    const failures = Array.from({ length: 10 }, () => new PrintFailure('Time-out van de printer', true));
    const { provider } = fakeProvider({ failures });
    await startQueue(provider, { maxAttempts: 3 });
    const id = await queueJob(await anOrder());
    await untilStatus(id, 'failed');
    expect(await jobRow(id)).toMatchObject({ attempts: 3, error: 'Time-out van de printer' });
  });

  it('fails a job whose printer is gone', async () => {
    const { provider } = fakeProvider();
    await startQueue(provider);
    const id = await queueJob(null, 'weg');
    await untilStatus(id, 'failed');
    expect((await jobRow(id)).error).toBe('Onbekende printer');
  });

  it('takes up a job whose worker crashed once its lease ran out, and leaves a held one alone', async () => {
    const crashed = await queueJob(null);
    const held = await queueJob(null);
    await sql(`UPDATE print_jobs SET attempts = 1, lease_until = now() - interval '1 second' WHERE id = $1`, [crashed]);
    await sql(`UPDATE print_jobs SET attempts = 1, lease_until = now() + interval '1 hour' WHERE id = $1`, [held]);
    const { provider, sent } = fakeProvider();
    await startQueue(provider);

    await untilStatus(crashed, 'done');
    expect(await jobRow(crashed)).toMatchObject({ attempts: 2 });
    // The worker takes the lowest id it may: once a later job is printed, it has passed the held one by.
    const later = await queueJob(null);
    await untilStatus(later, 'done');
    expect(await jobRow(held)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(sent.map((document) => document.jobId)).toEqual([crashed, later]);
  });

  it('never sends one job twice with two workers on one database', async () => {
    // On PostgreSQL the second worker has its own pool, as a second server instance would.
    const otherPool =
      kind === 'postgres'
        ? new pg.Pool({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${t.database.schema},public`, max: 2 })
        : t.database.pool;
    try {
      const first = fakeProvider();
      const second = fakeProvider();
      await startQueue(first.provider, { pollMs: 5 });
      await startQueue(second.provider, { pollMs: 5, db: otherPool });
      const ids = await Promise.all(Array.from({ length: 40 }, () => queueJob(null)));

      await vi.waitFor(async () => {
        const [{ open }] = await sql<{ open: number }>(
          `SELECT count(*)::int AS open FROM print_jobs WHERE id = ANY($1) AND status <> 'done'`,
          [ids],
        );
        expect(open).toBe(0);
      }, { timeout: 10_000, interval: 20 });
      const sentIds = [...first.sent, ...second.sent].map((document) => document.jobId).sort((a, b) => a - b);
      expect(sentIds).toEqual([...ids].sort((a, b) => a - b));
    } finally {
      await Promise.all(queues.splice(0).map((queue) => queue.stop()));
      if (otherPool !== t.database.pool) await otherPool.end();
    }
  });

  it('stops with the job in hand finished and no timer left behind', async () => {
    let release!: () => void;
    const slow: PrintProvider = {
      send: (_printer, document) =>
        new Promise((resolve) => {
          release = () => resolve({ reference: `ref-${document.jobId}` });
        }),
      state: async () => 'idle',
    };
    const queue = await startQueue(slow);
    const id = await queueJob(null);
    await vi.waitFor(() => expect(release).toBeDefined());
    const stopped = queue.stop();
    // A slow printer: it answers a while after the worker was told to stop, long after a stop that did not wait.
    setTimeout(() => release(), 50);
    await stopped;
    expect((await jobRow(id)).status).toBe('done');
  });
});

describe.each(databaseKinds)('print jobs across a restart on %s', (kind) => {
  it('prints a job queued before the app closed once the next app runs on the same database', async () => {
    const first = await startTestApp(kind);
    let next: FastifyInstance | undefined;
    try {
      await first.app.printQueue.stop();
      const orderId = (await first.database.pool.query<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NULL LIMIT 1')).rows[0].id;
      const response = await first.app.inject({
        method: 'POST', url: `/gateway/api/workbench/order/${orderId}/print`, headers: bearer(await first.login()),
        payload: { type: 'order', printer: 'ams-orders' },
      });
      expect(response.statusCode).toBe(200);
      const job = response.json();
      expect(job.status).toBe('queued');
      await first.app.close();

      next = await buildApp({ config: first.config, database: first.database, mailer: createMailer({ from: first.config.mailFrom, dataDir: first.config.dataDir }), logger: false });
      await next.ready();
      const spool = join(first.config.dataDir, 'spool', 'ams-orders');
      const file = await vi.waitFor(async () => {
        const [name] = (await readdir(spool)).filter((entry) => entry.startsWith(`${job.id}-`));
        expect(name).toBeDefined();
        return name;
      }, { timeout: 5000 });
      expect(await pdfText(await readFile(join(spool, file)))).toContain('Order ');
    } finally {
      await next?.close();
      await first.close();
    }
  });
});
