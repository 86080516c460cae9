import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import { mailHelpers, useAppWithSmtp } from '../helpers/mail-helpers.ts';
import { databaseKinds, useTestApp, type DatabaseKind } from '../helpers/test-app.ts';

const ORDER_MAIL_TYPES = ['KiB', 'AddressError', 'Confirmation', 'NotOnAccount'] as const;

describe.each(databaseKinds)('order mails on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, post, mail, orderOnAccount, jobsOf } = mailHelpers(() => t);
  const outboxFile = (jobId: number) => readFile(join(t.config.dataDir, 'outbox', `${String(jobId).padStart(8, '0')}.eml`), 'utf8');

  it.each(ORDER_MAIL_TYPES)('sends %s to the customer as staff, stamps the order and keeps its version', async (type) => {
    const { id, version } = await orderOnAccount();
    const before = Math.floor(Date.now() / 1000);
    const response = await mail(id, type);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order.id).toBe(id);
    expect(order.version).toBe(version);
    expect(order.workbenchMeta.mailJobs[type]).toBeGreaterThanOrEqual(before);

    const job = (await jobsOf(id)).at(-1)!;
    expect(job).toMatchObject({ mail_type: type, recipient: 'klant@voorbeeld.nl', status: 'outbox' });
    const eml = await outboxFile(job.id);
    expect(eml).toContain('To: klant@voorbeeld.nl');
    expect(eml).toMatch(new RegExp(`Subject: .*${order.orderNumber}`));
    expect(eml).toContain(`Ordernummer: ${order.orderNumber}`);
    expect(eml).toContain('Beste ');
    expect(eml).toContain('Met vriendelijke groet');
  });

  it('writes each type its own Dutch message with delivery date and recipient address', async () => {
    const { id } = await orderOnAccount();
    const bodies: Record<string, string> = {};
    for (const type of ORDER_MAIL_TYPES) {
      const order = (await mail(id, type)).json();
      const [{ body_text, subject }] = await sql<{ body_text: string; subject: string }>(
        'SELECT body_text, subject FROM mail_jobs WHERE order_id = $1 AND mail_type = $2 ORDER BY id DESC LIMIT 1',
        [id, type],
      );
      const [year, month, day] = order.deliveryDate.split('-');
      expect(body_text).toContain(`Leverdatum: ${day}-${month}-${year}`);
      expect(body_text).toContain(order.recipient.address.city);
      bodies[type] = `${subject}\n${body_text}`;
    }
    expect(bodies.KiB).toContain('Klant in Beeld');
    expect(bodies.AddressError).toContain('juiste adres');
    expect(bodies.Confirmation).toMatch(/Orderbevestiging[\s\S]*Totaal incl\. btw: € \d+,\d\d/);
    expect(bodies.NotOnAccount).toContain('op rekening');
  });

  it("publishes the order's new mail stamps to live listeners, at the version it kept", async () => {
    const { id, version } = await orderOnAccount();
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    try {
      const order = (await mail(id, 'KiB')).json();
      await vi.waitFor(() => expect(heard).toContainEqual({
        type: 'change', change: { orderId: id, version, blocks: { workbenchMeta: { mailJobs: order.workbenchMeta.mailJobs, mailUnknown: {} } } },
      }));
    } finally {
      unsubscribe();
    }
  });

  it('sends a confirmation through sendConfirmation when the body names the same order', async () => {
    const { id } = await orderOnAccount();
    const response = await post(`/workbench/order/${id}/sendConfirmation`, { id, type: 'Confirmation' });
    expect(response.statusCode).toBe(200);
    expect((await jobsOf(id)).at(-1)).toMatchObject({ mail_type: 'Confirmation', status: 'outbox' });

    expect((await post(`/workbench/order/${id}/sendConfirmation`, { id: id + 1, type: 'Confirmation' })).statusCode).toBe(400);
    expect((await post(`/workbench/order/${id}/sendConfirmation`, { id, type: 'KiB' })).statusCode).toBe(400);
  });

  it('sends once per Idempotency-Key and answers a retry with the first result', async () => {
    const { id } = await orderOnAccount();
    const jobsBefore = (await jobsOf(id)).length;
    const key = { 'idempotency-key': `kib-${id}-${Date.now()}` };
    const first = await mail(id, 'KiB', key);
    const retry = await mail(id, 'KiB', key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().workbenchMeta.mailJobs.KiB).toBe(first.json().workbenchMeta.mailJobs.KiB);
    expect((await jobsOf(id)).length).toBe(jobsBefore + 1);
  });

  it('lets only one of two simultaneous requests with the same key send', async () => {
    const { id } = await orderOnAccount();
    const jobsBefore = (await jobsOf(id)).length;
    const key = { 'idempotency-key': `dubbel-${id}-${Date.now()}` };
    const answers = await Promise.all([mail(id, 'AddressError', key), mail(id, 'AddressError', key)]);
    expect(answers.map((answer) => answer.statusCode)).toContain(200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect((await jobsOf(id)).length).toBe(jobsBefore + 1);
  });

  it('sends again for every call without a key', async () => {
    const { id } = await orderOnAccount();
    const jobsBefore = (await jobsOf(id)).length;
    await mail(id, 'KiB');
    await mail(id, 'KiB');
    expect((await jobsOf(id)).length).toBe(jobsBefore + 2);
  });

  it('refuses a key used before for another mail', async () => {
    const { id } = await orderOnAccount();
    const key = { 'idempotency-key': `hergebruik-${id}-${Date.now()}` };
    expect((await mail(id, 'KiB', key)).statusCode).toBe(200);
    expect((await mail(id, 'Confirmation', key)).statusCode).toBe(422);
  });

  it.each([
    ['an empty key', ''],
    ['a key over 100 characters', 'x'.repeat(101)],
  ])('answers %s with 400', async (_name, value) => {
    const { id } = await orderOnAccount();
    expect((await mail(id, 'KiB', { 'idempotency-key': value })).statusCode).toBe(400);
  });

  it.each<[string, string, unknown]>([
    ['an unknown type', '/mail', { type: 'Spam' }],
    ['a missing type', '/mail', {}],
    ['an unknown field', '/mail', { type: 'KiB', to: 'iemand@voorbeeld.nl' }],
    ['an unknown field on sendConfirmation', '/sendConfirmation', { id: 1, type: 'Confirmation', extra: true }],
  ])('answers %s with 400', async (_name, path, body) => {
    const { id } = await orderOnAccount();
    const response = await post(`/workbench/order/${id}${path}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Controleer uw gegevens');
  });

  it.each(['abc', '-1', '1234567890123'])('answers the malformed id %s with 400', async (id) => {
    expect((await mail(id, 'KiB')).statusCode).toBe(400);
  });

  it('answers an unknown or deleted order with 404', async () => {
    expect((await mail(999999999, 'KiB')).statusCode).toBe(404);
    const [{ id }] = await sql<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NOT NULL LIMIT 1');
    const response = await mail(id, 'KiB');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(`Order ${id} is niet gevonden`);
  });

  it('refuses NotOnAccount for a payment method that is not on account, and sends nothing', async () => {
    const [{ id }] = await sql<{ id: number }>('SELECT id FROM orders WHERE deleted_at IS NULL AND payment_method_id = 1 LIMIT 1');
    const jobsBefore = (await jobsOf(id)).length;
    const response = await mail(id, 'NotOnAccount');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('NOT_ON_ACCOUNT');
    expect((await jobsOf(id)).length).toBe(jobsBefore);
  });

  it('answers an order without a customer e-mail with 422 in Dutch, even when the invoice address has one', async () => {
    const { id } = await orderOnAccount();
    await sql(
      `UPDATE orders SET customer = customer || '{"emailAddress": "", "invoiceEmailAddress": "factuur@voorbeeld.nl"}' WHERE id = $1`,
      [id],
    );
    const jobsBefore = (await jobsOf(id)).length;
    const response = await mail(id, 'KiB');
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Er is geen e-mailadres van de klant bekend bij deze order');
    expect((await jobsOf(id)).length).toBe(jobsBefore);
  });

  it('refuses a caller without a session', async () => {
    const { id } = await orderOnAccount();
    const response = await t.app.inject({ method: 'POST', url: `/gateway/api/workbench/order/${id}/mail`, payload: { type: 'KiB' } });
    expect(response.statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('order mails over SMTP on %s', (kind: DatabaseKind) => {
  const session = useAppWithSmtp(kind);
  const { sql, mail, orderOnAccount, jobsOf } = mailHelpers(() => session.t);

  it('hands the mail to the SMTP server with the customer as recipient and a Dutch subject', async () => {
    const { id } = await orderOnAccount();
    const response = await mail(id, 'Confirmation');
    expect(response.statusCode).toBe(200);
    const { orderNumber } = response.json();
    const delivered = session.smtp.received.at(-1)!;
    expect(delivered.to).toEqual(['klant@voorbeeld.nl']);
    expect(delivered.from).toBe('werkplaats@localhost');
    expect(delivered.message).toContain(`Subject: Orderbevestiging ${orderNumber}`);
    expect(delivered.message).toContain(`Ordernummer: ${orderNumber}`);
    expect((await jobsOf(id)).at(-1)).toMatchObject({ mail_type: 'Confirmation', status: 'sent' });
  });

  it("answers 502 'Kan mail niet versturen!' when the server refuses, marks the job failed, stamps nothing and does not retry the same key", async () => {
    const { id } = await orderOnAccount();
    await sql(`UPDATE orders SET customer = jsonb_set(customer, '{emailAddress}', '"weigert@voorbeeld.nl"'), mail_jobs = '{}' WHERE id = $1`, [id]);
    const response = await mail(id, 'KiB', { 'idempotency-key': `geweigerd-${id}` });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: 'Kan mail niet versturen!', code: 'MAIL_FAILED' });
    const [job] = await sql<{ status: string; error: string }>(
      `SELECT status, error FROM mail_jobs WHERE idempotency_key = $1`,
      [`geweigerd-${id}`],
    );
    expect(job.status).toBe('failed');
    expect(job.error).toContain('Mailbox niet beschikbaar');
    const [{ mail_jobs }] = await sql<{ mail_jobs: Record<string, number> }>('SELECT mail_jobs FROM orders WHERE id = $1', [id]);
    expect(mail_jobs).toEqual({});

    const attempts = session.smtp.attempts;
    const jobsBefore = (await jobsOf(id)).length;
    const retry = await mail(id, 'KiB', { 'idempotency-key': `geweigerd-${id}` });
    expect(retry.statusCode).toBe(502);
    expect(session.smtp.attempts).toBe(attempts);
    expect(await jobsOf(id)).toHaveLength(jobsBefore);
  });
});
