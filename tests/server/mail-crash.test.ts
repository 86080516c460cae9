// Issue 21: a mail is handed to the mailer at most once. A server killed between the hand-over and the record leaves
// the mail claimed ('sending'); it then shows as 'onbekend, controleer de outbox' (row, replay, bulk line), is never
// sent again by itself, and the user's deliberate send sends it once.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/server/mail/deliver.ts';
import { sendOrderMail } from '../../src/server/mail/send-order-mail.ts';
import { loadOrderView } from '../../src/server/orders/order-view.ts';
import { MAIL_OUTCOME_UNKNOWN } from '../../src/shared/domain/order-mails.ts';
import { mailHelpers } from '../helpers/mail-helpers.ts';
import { bearer, databaseKinds, useTestApp, type TestSession } from '../helpers/test-app.ts';

const CHILD = new URL('../helpers/mail-crash-child.ts', import.meta.url).pathname;

/** Runs the dying server on the test's own database; resolves with the signal it ended by. */
function crashWhileMailing(t: TestSession, orderId: number, key: string): Promise<NodeJS.Signals | null> {
  const { database } = t;
  const db = database.pglite
    ? { host: database.pglite.socketDir, port: database.pglite.port, user: 'postgres', database: 'postgres' }
    : { connectionString: process.env.DATABASE_URL, options: `-c search_path=${database.schema},public` };
  const argument = JSON.stringify({ db, orderId, type: 'KiB', key, dataDir: t.config.dataDir });
  const child = spawn(process.execPath, [CHILD, argument], { stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (_, signal) => resolve(signal));
  });
}

describe.each(databaseKinds)('a mail whose server died while sending it, on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, mail, orderOnAccount, jobsOf } = mailHelpers(() => t);
  const outboxFiles = async () => (await readdir(join(t.config.dataDir, 'outbox')).catch(() => [])).length;
  const detail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/order/${id}`, headers: bearer(t.staff) })).json();

  it("shows 'onbekend, controleer de outbox', answers a replay with it (never sends again), and a deliberate send sends once", async () => {
    const { id } = await orderOnAccount();
    const key = randomUUID();
    expect(await crashWhileMailing(t, id, key)).toBe('SIGKILL');
    expect(await outboxFiles(), 'the mail left before the process died').toBe(1);
    expect((await jobsOf(id)).map((job) => job.status)).toEqual(['sending']);

    for (let replay = 0; replay < 2; replay += 1) {
      const answer = await mail(id, 'KiB', { 'idempotency-key': key });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject({ code: 'MAIL_OUTCOME_UNKNOWN', message: mailMessages.outcomeUnknown });
      expect(answer.json().message).toContain('onbekend, controleer de outbox');
    }
    expect((await jobsOf(id)).map((job) => job.status)).toEqual(['unknown']);
    expect(await outboxFiles(), 'no replay mails the customer again').toBe(1);
    const shown = await detail(id);
    expect(shown.workbenchMeta.mailUnknown.KiB).toBeGreaterThan(0);
    expect(shown.workbenchMeta.mailJobs.KiB).toBeUndefined();

    // The user checked the outbox and sends it again on purpose: once.
    const again = await mail(id, 'KiB', { 'idempotency-key': randomUUID() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await outboxFiles()).toBe(2);
    expect((await jobsOf(id)).map((job) => job.status)).toEqual(['unknown', 'outbox']);
    const after = await detail(id);
    expect(after.workbenchMeta.mailUnknown).toEqual({});
    expect(after.workbenchMeta.mailJobs.KiB).toBeGreaterThan(0);
  });

  it('keeps a mail whose record failed after the hand-over as being sent, and as unknown once its claim timed out', async () => {
    const { id } = await orderOnAccount();
    const key = randomUUID();
    const pool = t.database.pool;
    // The database refuses exactly the record of the outcome, after the mailer took the mail.
    const failingRecord = new Proxy(pool, {
      get(target, name, receiver) {
        if (name !== 'query') return Reflect.get(target, name, receiver);
        return (text: string, values?: unknown[]) =>
          text.includes('sent_at = CASE') ? Promise.reject(new Error('verbinding verbroken')) : target.query(text, values);
      },
    });
    const order = (await loadOrderView(pool, id, 'https://beheer.voorbeeld.nl'))!;
    const log = t.app.log;
    const sending = sendOrderMail({ db: failingRecord, mailer: t.app.mailer, log }, order, { type: 'AddressError', sentBy: 'medewerker', idempotencyKey: key });
    await expect(sending).rejects.toMatchObject({ statusCode: 502, code: 'MAIL_OUTCOME_UNKNOWN' });
    const [job] = (await jobsOf(id)).filter((each) => each.mail_type === 'AddressError');
    expect(job.status).toBe('sending');

    // Its process lives on: while the claim is young a replay waits for it, then the outcome is unknown.
    expect((await mail(id, 'AddressError', { 'idempotency-key': key })).statusCode).toBe(409);
    await sql(`UPDATE mail_jobs SET claimed_at = now() - interval '12 minutes' WHERE id = $1`, [job.id]);
    const replay = await mail(id, 'AddressError', { 'idempotency-key': key });
    expect(replay.statusCode).toBe(502);
    expect(replay.json().message).toContain(MAIL_OUTCOME_UNKNOWN);
    expect((await detail(id)).workbenchMeta.mailUnknown.AddressError).toBeGreaterThan(0);
  });
});
