import { describe, expect, it } from 'vitest';
import { deliverMail } from '../../src/server/mail/deliver.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { mailHelpers, useAppWithSmtp } from '../helpers/mail-helpers.ts';
import { databaseKinds, type DatabaseKind } from '../helpers/test-app.ts';

// Every mail goes to exactly one valid address, also when the stored customer address was never checked
// (stored before the rule, seeded, or from a cart): a list or a smuggled header reaches nobody.
const SMUGGLED = [
  ['a list of two addresses', 'klant@voorbeeld.nl, vreemde@evil.test'],
  ['a line break with a Bcc header', 'klant@voorbeeld.nl\r\nBcc: vreemde@evil.test'],
  ['a display name around a stranger', 'Klant <vreemde@evil.test>'],
] as const;

describe.each(databaseKinds)('mail recipients on %s', (kind: DatabaseKind) => {
  const session = useAppWithSmtp(kind);
  const { sql, mail, orderOnAccount, jobsOf } = mailHelpers(() => session.t);
  const everyoneMailed = () => session.smtp.received.flatMap((delivered) => delivered.to);

  it.each(SMUGGLED)('refuses an order mail to %s with 422 in Dutch, mails nobody and records no job', async (_name, stored) => {
    const { id } = await orderOnAccount();
    await sql(`UPDATE orders SET customer = jsonb_set(customer, '{emailAddress}', to_jsonb($2::text)), mail_jobs = '{}' WHERE id = $1`, [id, stored]);
    const jobsBefore = (await jobsOf(id)).length;
    const attempts = session.smtp.attempts;

    const response = await mail(id, 'KiB');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Het e-mailadres van de klant is ongeldig/);
    expect(session.smtp.attempts).toBe(attempts);
    expect(everyoneMailed()).not.toContain('vreemde@evil.test');
    expect(await jobsOf(id)).toHaveLength(jobsBefore);
    const [{ mail_jobs }] = await sql<{ mail_jobs: object }>('SELECT mail_jobs FROM orders WHERE id = $1', [id]);
    expect(mail_jobs).toEqual({});
  });

  it.each(SMUGGLED)('never hands %s to the SMTP server from any mail job, and records the job as failed', async (_name, recipient) => {
    const attempts = session.smtp.attempts;
    await expect(
      deliverMail(session.t.database.pool, session.t.app.mailer, { mailType: 'PasswordReset', recipient, subject: 'Test', bodyText: 'Test' }),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Het e-mailadres van de ontvanger is ongeldig' });
    expect(session.smtp.attempts).toBe(attempts);
    const [job] = await sql<{ status: string }>('SELECT status FROM mail_jobs WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [recipient]);
    expect(job.status).toBe('failed');
  });

  it('hands the mailer one mailbox, so even an unchecked list never reaches a second recipient', async () => {
    const mailer = createMailer({ smtpUrl: session.smtp.url, from: 'werkplaats@localhost', dataDir: session.t.config.dataDir });
    try {
      await mailer.send({ id: 1, to: 'klant@voorbeeld.nl, vreemde@evil.test', subject: 'Test', text: 'Test' }).catch(() => {});
    } finally {
      mailer.close();
    }
    expect(everyoneMailed()).not.toContain('vreemde@evil.test');
  });
});
