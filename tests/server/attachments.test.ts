// Attachments of an order (issue 12; spec §2, §3, §7): uploads stored as their bytes say, images upright and without
// EXIF, listed oldest first with signed URLs, downloaded as the original or a thumbnail made once, deleted with the
// photo rules, and announced to every workstation.
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { attachmentMessages } from '../../src/shared/domain/attachments.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import { attachmentApi } from '../helpers/attachment-api.ts';
import { GPS_POINTER, image, jpegWithGps, pdf } from '../helpers/attachment-files.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const size = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describe.each(databaseKinds)('attachments on %s', (kind) => {
  const t = useTestApp(kind);
  const api = attachmentApi(() => t);
  const versionOf = async (orderId: number) => (await api.sql<{ version: number }>('SELECT version FROM orders WHERE id = $1', [orderId]))[0].version;

  it.each([
    ['jpeg', 'jpg', 'image/jpeg'],
    ['png', 'png', 'image/png'],
    ['webp', 'webp', 'image/webp'],
  ] as const)('stores a %s image re-encoded in its own type, and lists it', async (format, fileType, contentType) => {
    const orderId = await api.order();
    const response = await api.upload(orderId, { name: `Pakbon.${fileType}`, file: { filename: 'x', bytes: await image(format, 64, 48) } });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({ title: `Pakbon.${fileType}`, fileType, isPhoto: false });
    expect(file.thumbnailUrl).toMatch(/^\/download\/\?id=\d+&fileType=auto&width=48&height=48&zc=1&exp=\d+&sig=/);

    expect(await api.list(orderId)).toEqual([file]);
    const [row] = await api.sql<{ content_type: string; width: number; height: number; storage_key: string; created_by: string }>(
      'SELECT content_type, width, height, storage_key, created_by FROM attachments WHERE id = $1', [file.id],
    );
    expect(row).toMatchObject({ content_type: contentType, width: 64, height: 48, created_by: 'medewerker' });
    expect(row.storage_key).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${fileType}$`));
    const stored = await api.storedBytes(file.id);
    expect(stored.length).toBe(file.sizeBytes);
    expect(await size(stored)).toEqual({ width: 64, height: 48, format });
  });

  it('turns a phone photo upright and drops its EXIF, GPS included', async () => {
    const orderId = await api.order();
    const photo = await jpegWithGps(64, 48);
    expect((await sharp(photo).metadata()).exif!.includes(GPS_POINTER)).toBe(true);

    const response = await api.upload(orderId, { file: { filename: 'IMG_0042.JPG', bytes: photo, contentType: 'image/jpeg' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().title).toBe('IMG_0042.jpg');
    const stored = await api.storedBytes(response.json().id);
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Orientation 6 (turn 90° clockwise): the 64×48 sensor image is 48 wide and 64 high upright.
    expect([metadata.width, metadata.height]).toEqual([48, 64]);
    expect(stored.includes('Telefoon')).toBe(false);
  });

  it('keeps a PDF as it is and serves it as a download under its title', async () => {
    const orderId = await api.order();
    const document = await pdf();
    const response = await api.upload(orderId, { name: 'Factuur "mei";\r\nX-Evil: 1.pdf', file: { filename: 'f.pdf', bytes: document } });
    expect(response.statusCode, response.body).toBe(201);
    const file = response.json();
    expect(file).toMatchObject({ fileType: 'pdf', thumbnailUrl: null, sizeBytes: document.length });
    expect(file.title).toBe('Factuur "mei";X-Evil: 1.pdf');

    const download = await api.download(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(document)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''Factuur%20%22mei%22%3BX-Evil%3A%201.pdf`,
    );
    expect(download.headers['x-evil']).toBeUndefined();
  });

  it('serves the original and thumbnails (48×48 cropped, 170 wide), each made once and then read from the database', async () => {
    const orderId = await api.order();
    const uploaded = await api.upload(orderId, { file: { filename: 'boeket.jpg', bytes: await image('jpeg', 400, 300) } });
    const { id, url, thumbnailUrl } = uploaded.json();

    const original = await api.download(url);
    expect(original.statusCode).toBe(200);
    expect(original.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-disposition': "inline; filename*=UTF-8''boeket.jpg",
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(original.headers['cache-control'] as string)![1]);
    expect(maxAge).toBeGreaterThan(600);
    expect(maxAge).toBeLessThanOrEqual(1200);
    expect(original.rawPayload.equals(await api.storedBytes(id))).toBe(true);

    const small = await api.download(thumbnailUrl);
    expect(small.statusCode).toBe(200);
    expect(await size(small.rawPayload)).toEqual({ width: 48, height: 48, format: 'jpeg' });

    const [photoThumbnail] = await api.list(orderId, '?width=170&height=0&zc=0');
    const wide = await api.download(photoThumbnail.thumbnailUrl!);
    expect(await size(wide.rawPayload)).toEqual({ width: 170, height: 128, format: 'jpeg' });
    expect((await api.rowCounts()).thumbnails).toBeGreaterThanOrEqual(2);

    // The cached one is what the next request gets: replace it in the table and the download shows the replacement.
    const marker = await image('png', 5, 5);
    await api.sql('UPDATE attachment_thumbnails SET bytes = $2 WHERE attachment_id = $1 AND width = 48', [id, marker]);
    expect((await api.download(thumbnailUrl)).rawPayload.equals(marker)).toBe(true);
  });

  it('never enlarges: a box bigger than the image gives the image at its own size', async () => {
    const orderId = await api.order();
    await api.upload(orderId, { file: { filename: 'klein.png', bytes: await image('png', 30, 20) } });
    const [file] = await api.list(orderId, '?width=170&height=0&zc=0');
    expect(await size((await api.download(file.thumbnailUrl!)).rawPayload)).toEqual({ width: 30, height: 20, format: 'png' });
  });

  it('lists oldest first, and a deleted attachment is gone from the list, its bytes and thumbnails with it', async () => {
    const orderId = await api.order();
    const first = (await api.upload(orderId, { file: { filename: 'een.png', bytes: await image('png') } })).json();
    const second = (await api.upload(orderId, { file: { filename: 'twee.pdf', bytes: await pdf() } })).json();
    expect((await api.list(orderId)).map((file) => file.title)).toEqual(['een.png', 'twee.pdf']);
    await api.download(first.thumbnailUrl);

    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    try {
      const version = await versionOf(orderId);
      const removed = await api.remove(orderId, first.id);
      expect(removed.statusCode, removed.body).toBe(200);
      // What the order shows of its attachments now, at the version it kept: no workstation fetches the order again.
      await vi.waitFor(() => expect(heard).toContainEqual({
        type: 'change', change: { orderId, version, blocks: { attachments: [{ id: second.id, title: 'twee.pdf', fileType: 'pdf' }] } },
      }));
    } finally {
      unsubscribe();
    }
    expect((await api.list(orderId)).map((file) => file.id)).toEqual([second.id]);
    const [row] = await api.sql<{ deleted: boolean; files: number; thumbnails: number }>(
      `SELECT deleted_at IS NOT NULL AS deleted,
              (SELECT count(*)::int FROM attachment_files WHERE attachment_id = $1) AS files,
              (SELECT count(*)::int FROM attachment_thumbnails WHERE attachment_id = $1) AS thumbnails
         FROM attachments WHERE id = $1`,
      [first.id],
    );
    expect(row).toEqual({ deleted: true, files: 0, thumbnails: 0 });
    expect((await api.download(first.url)).json()).toEqual({ message: attachmentMessages.notFound, code: 'NOT_FOUND' });
    expect((await api.remove(orderId, first.id)).statusCode).toBe(404);
  });

  it('announces an upload with the attachments the open order details show now', async () => {
    const orderId = await api.order();
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    try {
      const version = await versionOf(orderId);
      const uploaded = await api.upload(orderId, { file: { filename: 'a.png', bytes: await image('png') } });
      expect(uploaded.statusCode).toBe(201);
      await vi.waitFor(() => expect(heard).toContainEqual({
        type: 'change', change: { orderId, version, blocks: { attachments: [{ id: uploaded.json().id, title: 'a.png', fileType: 'png' }] } },
      }));
    } finally {
      unsubscribe();
    }
    const detail = await t.app.inject({ url: `/gateway/api/workbench/order/${orderId}`, headers: bearer(t.staff) });
    expect(detail.json().attachments).toEqual([expect.objectContaining({ title: 'a.png', fileType: 'png' })]);
  });
});
