// /download/ (spec §1; issue 12): the browser fetches files and thumbnails with the signed URL the API gave a
// logged-in user, without a token. A URL without a valid, unexpired signature for exactly its query is refused; the
// API calls themselves need the token.
import { describe, expect, it } from 'vitest';
import { attachmentMessages } from '../../src/shared/domain/attachments.ts';
import { signedDownloadUrl, type DownloadTarget } from '../../src/server/attachments/signed-urls.ts';
import { attachmentApi, attachmentPath } from '../helpers/attachment-api.ts';
import { image, multipart, pdf } from '../helpers/attachment-files.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const LINK_EXPIRED = { message: attachmentMessages.linkExpired, code: 'LINK_EXPIRED' };

describe.each(databaseKinds)('signed downloads on %s', (kind) => {
  const t = useTestApp(kind);
  const api = attachmentApi(() => t);

  const uploadImage = async () => {
    const orderId = await api.order();
    return (await api.upload(orderId, { file: { filename: 'boeket.jpg', bytes: await image('jpeg', 200, 150) } })).json();
  };
  /** A URL signed as another instance signs it: with the secret they share in the database. */
  const signedElsewhere = async (target: DownloadTarget, atSeconds = nowSeconds()) => {
    const [{ secret }] = await api.sql<{ secret: Buffer }>("SELECT secret FROM server_secrets WHERE name = 'download-url'");
    return signedDownloadUrl(secret, target, atSeconds);
  };
  const expectRefused = async (url: string) => {
    const response = await api.download(url);
    expect(response.statusCode, url).toBe(403);
    expect(response.json()).toEqual(LINK_EXPIRED);
  };

  it('refuses a URL without signature, or with its signature, id, box or expiry changed', async () => {
    const { id, url, thumbnailUrl } = await uploadImage();
    expect((await api.download(url)).statusCode).toBe(200);
    const sig = new URL(url, 'http://x').searchParams.get('sig')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;

    await expectRefused(url.replace(/&sig=[^&]*/, ''));
    await expectRefused(`/download/?id=${id}&fileType=auto`);
    await expectRefused(url.replace(`sig=${sig}`, `sig=${flipped}`));
    await expectRefused(url.replace(`sig=${sig}`, 'sig=not-base64!'));
    await expectRefused(url.replace(`id=${id}`, `id=${id + 1}`));
    await expectRefused(url.replace(/exp=(\d+)/, (_: string, exp: string) => `exp=${Number(exp) + 600}`));
    // The signature made for 48×48 serves no other box, nor the original.
    await expectRefused(thumbnailUrl.replace('width=48&height=48', 'width=1600&height=1600'));
    await expectRefused(thumbnailUrl.replace('&zc=1', '&zc=0'));
    await expectRefused(thumbnailUrl.replace('width=48&height=48&zc=1&', ''));
  });

  it('refuses an expired URL, and accepts one signed by another instance with the shared secret', async () => {
    const { id } = await uploadImage();
    await expectRefused(await signedElsewhere({ id, fileType: 'auto' }, nowSeconds() - 1300));
    expect((await api.download(await signedElsewhere({ id, fileType: 'auto' }))).statusCode).toBe(200);
    const [{ count }] = await api.sql<{ count: number }>("SELECT count(*)::int AS count FROM server_secrets WHERE name = 'download-url'");
    expect(count).toBe(1);
  });

  it('gives the same URLs for a while, so the browser cache keeps the thumbnails', async () => {
    const orderId = await api.order();
    await api.upload(orderId, { file: { filename: 'a.png', bytes: await image('png') } });
    const first = await api.list(orderId);
    expect(await api.list(orderId)).toEqual(first);
    const exp = Number(new URL(first[0].url, 'http://x').searchParams.get('exp'));
    expect(exp % 600).toBe(0);
    expect(exp - nowSeconds()).toBeGreaterThan(600);
  });

  it('answers a thumbnail of a PDF with 415 and a deleted attachment with 404', async () => {
    const orderId = await api.order();
    const { id } = (await api.upload(orderId, { file: { filename: 'a.pdf', bytes: await pdf() } })).json();
    const response = await api.download(await signedElsewhere({ id, fileType: 'auto', width: 48, height: 48, zc: 1 }));
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(attachmentMessages.wrongType);

    const url = await signedElsewhere({ id, fileType: 'auto' });
    await api.remove(orderId, id);
    expect((await api.download(url)).statusCode).toBe(404);
  });

  it('refuses the API calls without a token', async () => {
    const orderId = await api.order();
    const { id } = (await api.upload(orderId, { file: { filename: 'a.png', bytes: await image('png') } })).json();
    const upload = multipart({ file: { filename: 'a.png', bytes: await image('png') } });
    const calls = [
      t.app.inject({ url: attachmentPath(orderId) }),
      t.app.inject({ method: 'POST', url: attachmentPath(orderId), ...upload }),
      t.app.inject({ method: 'DELETE', url: `${attachmentPath(orderId)}/${id}` }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_LOGGED_IN');
    }
    expect((await api.list(orderId)).map((file) => file.id)).toEqual([id]);
  });
});
