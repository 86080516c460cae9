// Uploads that must be refused (issue 12 "Bad input"; spec §2, §8): each gets a 4xx with its Dutch message and
// leaves the attachment tables as they were. Names with folder parts, control or direction characters are stored
// under a safe title; the photo rules hold for WBP_ photos; another order's file is never touched.
import { beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, attachmentMessages } from '../../src/shared/domain/attachments.ts';
import { attachmentApi, attachmentPath } from '../helpers/attachment-api.ts';
import { image, multipart, pdf, pngBomb, type UploadParts } from '../helpers/attachment-files.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const MZ_PE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);
const HTML = '<!doctype html><script>alert(document.cookie)</script>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>';

const file = (filename: string, bytes: Buffer | string, contentType?: string) =>
  ({ file: { filename, bytes: Buffer.from(bytes), contentType } });

describe.each(databaseKinds)('refused uploads on %s', (kind) => {
  const t = useTestApp(kind);
  const api = attachmentApi(() => t);
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await image('jpeg');
  });

  const refusals: [string, number, string, () => UploadParts | Promise<UploadParts>][] = [
    ['no file', 400, attachmentMessages.noFile, () => ({ name: 'Pakbon.pdf' })],
    ['an empty file', 400, attachmentMessages.empty, () => file('leeg.pdf', '')],
    ['a file over the limit', 413, attachmentMessages.tooBig, () => file('groot.jpg', Buffer.concat([jpeg, Buffer.alloc(ATTACHMENT_MAX_BYTES)]))],
    ['a text file named .jpg', 415, attachmentMessages.wrongType, () => file('foto.jpg', 'Dit is geen foto, maar tekst.\n', 'image/jpeg')],
    ['a text file named .pdf', 415, attachmentMessages.wrongType, () => file('factuur.pdf', 'Gewoon tekst\n', 'application/pdf')],
    ['HTML named .jpg', 415, attachmentMessages.wrongType, () => file('foto.jpg', HTML, 'image/jpeg')],
    ['an SVG', 415, attachmentMessages.wrongType, () => file('logo.svg', SVG, 'image/svg+xml')],
    ['a Windows program named .jpg', 415, attachmentMessages.wrongType, () => file('foto.jpg', MZ_PE, 'image/jpeg')],
    ['a GIF (not an accepted image type)', 415, attachmentMessages.wrongType, () => file('a.gif', 'GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
    ['an image bomb (20000×20000 in a few KB)', 413, attachmentMessages.imageTooLarge, () => file('bom.png', pngBomb())],
    ['a corrupt JPEG', 400, attachmentMessages.unreadable, () => file('kapot.jpg', Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(300, 0x41)]))],
    ['a PDF without its end', 400, attachmentMessages.unreadable, async () => file('half.pdf', (await pdf()).subarray(0, 300))],
  ];

  it.each(refusals)('refuses %s with %i and stores nothing', async (_what, status, message, parts) => {
    const orderId = await api.order();
    const before = await api.rowCounts();
    const response = await api.upload(orderId, await parts());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await api.rowCounts()).toEqual(before);
  });

  it('refuses a body that is not multipart', async () => {
    const orderId = await api.order();
    const response = await t.app.inject({ method: 'POST', url: attachmentPath(orderId), payload: { name: 'x' }, headers: bearer(t.staff) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(attachmentMessages.noFile);
  });

  it('refuses a second file in one upload, storing neither', async () => {
    const orderId = await api.order();
    const before = await api.rowCounts();
    const one = multipart(file('a.jpg', jpeg));
    const boundary = /boundary=(.*)$/.exec(one.headers['content-type'])![1];
    const filePart = one.payload.subarray(0, one.payload.lastIndexOf(`--${boundary}--`));
    const response = await t.app.inject({
      method: 'POST', url: attachmentPath(orderId),
      payload: Buffer.concat([filePart, filePart, Buffer.from(`--${boundary}--\r\n`)]),
      headers: { ...one.headers, ...bearer(t.staff) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(attachmentMessages.oneFile);
    expect(await api.rowCounts()).toEqual(before);
  });

  it('refuses an upload whose body ends before its closing boundary with a 400, storing nothing', async () => {
    const orderId = await api.order();
    const before = await api.rowCounts();
    const whole = multipart(file('a.jpg', jpeg));
    const response = await t.app.inject({
      method: 'POST', url: attachmentPath(orderId), payload: whole.payload.subarray(0, 300), headers: { ...whole.headers, ...bearer(t.staff) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(attachmentMessages.incomplete);
    expect(await api.rowCounts()).toEqual(before);
  });

  it('decides the type by the bytes: a JPEG named .pdf is stored as a .jpg', async () => {
    const orderId = await api.order();
    const response = await api.upload(orderId, { name: 'factuur.pdf', ...file('factuur.pdf', jpeg, 'application/pdf') });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ title: 'factuur.jpg', fileType: 'jpg' });
  });

  it.each([
    ['../../etc/passwd.jpg', 'passwd.jpg'],
    ['C:\\x\\y.pdf', 'y.jpg'],
    ['..\\..\\boot.ini', 'boot.jpg'],
    ['foto\u202Egpj.exe', 'fotogpj.jpg'],
    ['regel\r\neen\u0000twee.jpg', 'regeleentwee.jpg'],
    ['.htaccess', 'bijlage.jpg'],
    ['', 'scan 12.jpg'],
  ])('stores %j under the safe title %j (no name: the file\'s own)', async (name, title) => {
    const orderId = await api.order();
    const response = await api.upload(orderId, { name, ...file('scan 12.jpeg', jpeg) });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().title).toBe(title);
    const [{ storage_key }] = await api.sql<{ storage_key: string }>(
      'SELECT storage_key FROM attachments WHERE id = $1', [response.json().id],
    );
    expect(storage_key).toMatch(/^[0-9a-f-]{36}\.jpg$/);
  });

  it('shortens a very long name to the title limit, keeping the extension', async () => {
    const orderId = await api.order();
    const response = await api.upload(orderId, { name: `${'a'.repeat(500)}.png`, ...file('x', await image('png')) });
    expect(response.json().title).toBe(`${'a'.repeat(116)}.png`);
  });

  it('answers 404 for an unknown or deleted order, storing nothing', async () => {
    const before = await api.rowCounts();
    const unknown = await api.upload(999_999_999, file('a.jpg', jpeg));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order 999999999 is niet gevonden');
    const deletedOrder = await api.order();
    await api.sql('UPDATE orders SET deleted_at = now() WHERE id = $1', [deletedOrder]);
    expect((await api.upload(deletedOrder, file('a.jpg', jpeg))).statusCode).toBe(404);
    expect((await t.app.inject({ url: attachmentPath(deletedOrder), headers: bearer(t.staff) })).statusCode).toBe(404);
    expect(await api.rowCounts()).toEqual(before);
  });

  it("never deletes another order's attachment through a foreign order id", async () => {
    const owner = await api.order();
    const stranger = await api.order();
    const { id } = (await api.upload(owner, file('a.jpg', jpeg))).json();
    const response = await api.remove(stranger, id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(attachmentMessages.notFound);
    expect((await api.list(owner)).map((attachment) => attachment.id)).toEqual([id]);
  });

  describe('workbench photos (WBP_)', () => {
    const photo = () => ({ name: 'WBP_1763900000000.jpg', ...file('blob', jpeg) });

    it('are refused on an order without the photo service', async () => {
      const orderId = await api.order({ photoService: false });
      const before = await api.rowCounts();
      const response = await api.upload(orderId, photo());
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(attachmentMessages.noPhotoService);
      expect(await api.rowCounts()).toEqual(before);
    });

    it('are taken and deleted until the photo mail left, then neither', async () => {
      const orderId = await api.order({ photoService: true });
      const first = await api.upload(orderId, photo());
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ title: 'WBP_1763900000000.jpg', isPhoto: true });
      const second = (await api.upload(orderId, photo())).json();
      expect((await api.remove(orderId, second.id)).statusCode).toBe(200);

      await api.photoMailSent(orderId);
      const before = await api.rowCounts();
      const late = await api.upload(orderId, photo());
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(attachmentMessages.photosSent);
      const removal = await api.remove(orderId, first.json().id);
      expect(removal.statusCode).toBe(409);
      expect(removal.json().message).toBe(attachmentMessages.photosSent);
      expect(await api.rowCounts()).toEqual(before);
      // Other attachments are not photos: they stay free to add.
      expect((await api.upload(orderId, file('pakbon.jpg', jpeg))).statusCode).toBe(201);
    });

    it('stay as they are while the photo mail is on its way', async () => {
      const orderId = await api.order({ photoService: true });
      const first = (await api.upload(orderId, photo())).json();
      await t.database.pool.query(
        `INSERT INTO mail_jobs (order_id, mail_type, recipient, subject, body_text, attachment_ids)
         VALUES ($1, 'ExtraServicePhoto', 'klant@voorbeeld.nl', 'Foto', '', ARRAY[$2::bigint])`,
        [orderId, first.id],
      );
      const before = await api.rowCounts();
      for (const response of [await api.upload(orderId, photo()), await api.remove(orderId, first.id)]) {
        expect(response.statusCode).toBe(409);
        expect(response.json().message).toBe(attachmentMessages.photoMailUnderway);
      }
      expect(await api.rowCounts()).toEqual(before);
    });
  });
});
