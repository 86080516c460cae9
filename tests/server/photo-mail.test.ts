import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { photoTitle } from '../../src/shared/domain/attachments.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import { mailHelpers, useAppWithSmtp } from '../helpers/mail-helpers.ts';
import { mailSubject, mimeParts } from '../helpers/mime-parts.ts';
import { jpeg, photoFixtures } from '../helpers/photo-fixtures.ts';
import { databaseKinds, useTestApp, type DatabaseKind } from '../helpers/test-app.ts';

const PHOTO_MAIL = 'ExtraServicePhoto';

describe.each(databaseKinds)('the photo mail on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, mail, jobsOf } = mailHelpers(() => t);
  const { photoOrder, addAttachment, addPhoto } = photoFixtures(sql);
  const outboxFile = (jobId: number) => readFile(join(t.config.dataDir, 'outbox', `${String(jobId).padStart(8, '0')}.eml`), 'utf8');
  const stampOf = async (orderId: number) =>
    (await sql<{ mail_jobs: Record<string, number> }>('SELECT mail_jobs FROM orders WHERE id = $1', [orderId]))[0].mail_jobs[PHOTO_MAIL];

  it('mails the customer the photos, oldest first, as JPEGs of at most 1600 px, records the job and stamps the order', async () => {
    const id = await photoOrder();
    const takenAt = [new Date('2026-11-23T09:00:00Z'), new Date('2026-11-23T09:01:00Z')];
    const first = await addPhoto(id, { width: 2400, height: 1800, takenAt: takenAt[0] });
    const second = await addPhoto(id, { width: 800, height: 1200, takenAt: takenAt[1] });
    await addAttachment(id, { title: 'factuur.pdf', bytes: Buffer.from('%PDF-1.4\n'), fileType: 'pdf', contentType: 'application/pdf' });
    const deleted = await addPhoto(id);
    await sql('UPDATE attachments SET deleted_at = now() WHERE id = $1', [deleted]);
    const before = Math.floor(Date.now() / 1000);

    const response = await mail(id, PHOTO_MAIL);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order.workbenchMeta.mailJobs[PHOTO_MAIL]).toBeGreaterThanOrEqual(before);

    const [job] = await sql<{ id: number; attachment_ids: number[] }>(
      'SELECT id, status, recipient, attachment_ids::integer[], created_by FROM mail_jobs WHERE order_id = $1 AND mail_type = $2',
      [id, PHOTO_MAIL],
    );
    expect(job).toMatchObject({ status: 'outbox', recipient: 'klant@voorbeeld.nl', attachment_ids: [first, second], created_by: 'medewerker' });

    const eml = await outboxFile(job.id);
    expect(eml).toContain('To: klant@voorbeeld.nl');
    expect(mailSubject(eml)).toBe(`Foto's van uw bestelling ${order.orderNumber}`);
    const parts = mimeParts(eml);
    const text = parts.find((part) => part.contentType === 'text/plain')!.body.toString('utf8');
    expect(text).toMatch(/^Beste .+,/);
    expect(text).toContain("In de bijlage vindt u 2 foto's van het boeket");
    expect(text).toContain(`Ordernummer: ${order.orderNumber}`);
    expect(text).toContain('Met vriendelijke groet');

    const photos = parts.filter((part) => part.contentType === 'image/jpeg');
    expect(photos.map((photo) => photo.filename)).toEqual(takenAt.map(photoTitle));
    const sizes = await Promise.all(photos.map((photo) => sharp(photo.body).metadata()));
    expect(sizes.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: 'jpeg', width: 1600, height: 1200 },
      { format: 'jpeg', width: 800, height: 1200 },
    ]);
  });

  it('writes one photo in the singular and tells live listeners about the order', async () => {
    const id = await photoOrder();
    await addPhoto(id);
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    try {
      const order = (await mail(id, PHOTO_MAIL)).json();
      const [job] = await jobsOf(id);
      expect(job.subject).toBe(`Foto van uw bestelling ${order.orderNumber}`);
      expect(mimeParts(await outboxFile(job.id)).filter((part) => part.contentType === 'image/jpeg')).toHaveLength(1);
      await vi.waitFor(() => expect(heard).toContainEqual({
        type: 'change', change: { orderId: id, version: order.version, blocks: { workbenchMeta: expect.objectContaining({ mailJobs: order.workbenchMeta.mailJobs }) } },
      }));
    } finally {
      unsubscribe();
    }
  });

  it.each([
    ['an order without the photo service', 400, 'Deze order heeft geen fotoservice', { photoService: false }, 1],
    ['an order without photos (an attachment is no photo)', 400, 'Er zijn nog geen fotos gemaakt', {}, 0],
    ['a customer without an e-mail address', 422, 'Er is geen e-mailadres van de klant bekend bij deze order', { email: '' }, 1],
    ['a customer e-mail that is no address', 422, 'Het e-mailadres van de klant is ongeldig. Verbeter het in het blok E-mail klant.', { email: 'klant@' }, 1],
  ])('refuses %s with %i in Dutch and sends nothing', async (_name, status, message, order, photos) => {
    const id = await photoOrder(order);
    if (photos) await addPhoto(id);
    else await addAttachment(id, { title: 'bon.jpg', bytes: await jpeg(100, 100), fileType: 'jpg', contentType: 'image/jpeg' });
    const response = await mail(id, PHOTO_MAIL);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await jobsOf(id)).toEqual([]);
    expect(await stampOf(id)).toBeUndefined();
  });

  it('refuses a second photo mail with 409, also when the first was sent before the workbench kept jobs', async () => {
    const id = await photoOrder();
    await addPhoto(id);
    expect((await mail(id, PHOTO_MAIL)).statusCode).toBe(200);
    const again = await mail(id, PHOTO_MAIL, { 'idempotency-key': `nog-eens-${id}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("De foto's zijn al naar de klant gemaild");
    expect(await jobsOf(id)).toHaveLength(1);

    const stamped = await photoOrder();
    await addPhoto(stamped);
    await sql(`UPDATE orders SET mail_jobs = jsonb_build_object('${PHOTO_MAIL}', 1700000000) WHERE id = $1`, [stamped]);
    expect((await mail(stamped, PHOTO_MAIL)).statusCode).toBe(409);
    expect(await jobsOf(stamped)).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first answer and no second mail', async () => {
    const id = await photoOrder();
    await addPhoto(id);
    const key = { 'idempotency-key': `foto-${id}` };
    const first = await mail(id, PHOTO_MAIL, key);
    const retry = await mail(id, PHOTO_MAIL, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().workbenchMeta.mailJobs[PHOTO_MAIL]).toBe(first.json().workbenchMeta.mailJobs[PHOTO_MAIL]);
    expect(await jobsOf(id)).toHaveLength(1);
    expect((await mail(id, 'KiB', key)).statusCode).toBe(422);
  });

  it('sends one mail when ten requests without a key arrive at once; the others get 409', async () => {
    const id = await photoOrder();
    await addPhoto(id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => mail(id, PHOTO_MAIL)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(await jobsOf(id)).toHaveLength(1);
  });

  it('answers 409 while another request is sending it, and no longer once that request is long gone', async () => {
    const id = await photoOrder();
    await addPhoto(id);
    const [{ id: queued }] = await sql<{ id: number }>(
      `INSERT INTO mail_jobs (order_id, mail_type, recipient, subject, body_text) VALUES ($1, $2, 'klant@voorbeeld.nl', '', '')
       RETURNING id`,
      [id, PHOTO_MAIL],
    );
    const busy = await mail(id, PHOTO_MAIL);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('Deze mail wordt al verstuurd');

    await sql(`UPDATE mail_jobs SET created_at = now() - interval '12 minutes' WHERE id = $1`, [queued]);
    expect((await mail(id, PHOTO_MAIL)).statusCode).toBe(200);
  });

  it('lets no one but staff send it', async () => {
    const id = await photoOrder();
    await addPhoto(id);
    const response = await t.app.inject({ method: 'POST', url: `/gateway/api/workbench/order/${id}/mail`, payload: { type: PHOTO_MAIL } });
    expect(response.statusCode).toBe(401);
    expect(await jobsOf(id)).toEqual([]);
  });
});

describe.each(databaseKinds)('the photo mail over SMTP on %s', (kind: DatabaseKind) => {
  const session = useAppWithSmtp(kind);
  const { sql, mail, jobsOf } = mailHelpers(() => session.t);
  const { photoOrder, addPhoto } = photoFixtures(sql);

  it("answers 502 'Kan mail niet versturen!' when the server refuses, stamps nothing, and sends on the next try", async () => {
    const id = await photoOrder({ email: 'weigert@voorbeeld.nl' });
    const photo = await addPhoto(id);
    const refused = await mail(id, PHOTO_MAIL, { 'idempotency-key': `geweigerd-foto-${id}` });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: 'Kan mail niet versturen!', code: 'MAIL_FAILED' });
    const [failed] = await sql<{ status: string; error: string; attachment_ids: number[] }>(
      'SELECT status, error, attachment_ids::integer[] FROM mail_jobs WHERE order_id = $1',
      [id],
    );
    expect(failed).toMatchObject({ status: 'failed', attachment_ids: [photo] });
    expect(failed.error).toContain('Mailbox niet beschikbaar');
    const [{ mail_jobs }] = await sql<{ mail_jobs: Record<string, number> }>('SELECT mail_jobs FROM orders WHERE id = $1', [id]);
    expect(mail_jobs[PHOTO_MAIL]).toBeUndefined();

    await sql(`UPDATE orders SET customer = jsonb_set(customer, '{emailAddress}', '"klant@voorbeeld.nl"') WHERE id = $1`, [id]);
    const retry = await mail(id, PHOTO_MAIL, { 'idempotency-key': `opnieuw-foto-${id}` });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().workbenchMeta.mailJobs[PHOTO_MAIL]).toEqual(expect.any(Number));
    const delivered = session.smtp.received.at(-1)!;
    expect(delivered.to).toEqual(['klant@voorbeeld.nl']);
    expect(mailSubject(delivered.message)).toBe(`Foto van uw bestelling ${retry.json().orderNumber}`);
    const [attached] = mimeParts(delivered.message).filter((part) => part.contentType === 'image/jpeg');
    expect((await sharp(attached.body).metadata()).format).toBe('jpeg');
    expect((await jobsOf(id)).map((job) => job.status)).toEqual(['failed', 'sent']);
  });
});
