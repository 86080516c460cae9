// The mails' job kind: a claim whose process is gone is settled by the sweep on its own, without anyone opening the
// order; a claim of a process that still runs is left to it.
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createLostMailSweep } from '../../src/server/mail/lost-mails.ts';
import { MAIL_OWNER } from '../../src/server/mail/mail-owner.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const silentLog = { info: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

describe.each(databaseKinds)('the lost-mail sweep on %s', (kind) => {
  const t = useTestApp(kind);
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  const claimedMail = async (owner: string) =>
    (await sql<{ id: number }>(
      `INSERT INTO mail_jobs (mail_type, recipient, subject, body_text, status, claimed_at, claimed_by)
       VALUES ('KiB', 'klant@example.nl', 'Test', 'Test', 'sending', now(), $1) RETURNING id`,
      [owner],
    ))[0].id;
  const status = async (id: number) => (await sql<{ status: string; error: string | null }>('SELECT status, error FROM mail_jobs WHERE id = $1', [id]))[0];

  it('settles a mail whose process died while sending it as unknown, and leaves the claim of a living process', async () => {
    // A pid far above any this host hands out: that process is gone.
    const lost = await claimedMail(`4194303:1@${hostname()}`);
    const living = await claimedMail(MAIL_OWNER);
    const sweep = createLostMailSweep(t.database.pool, silentLog, 20);
    sweep.start();
    try {
      await expect.poll(async () => (await status(lost)).status, { timeout: 3000 }).toBe('unknown');
    } finally {
      await sweep.stop();
    }
    expect((await status(lost)).error).toBe('Het proces stopte tijdens het versturen: onbekend of de mail is verstuurd');
    expect((await status(living)).status).toBe('sending');
  });
});
