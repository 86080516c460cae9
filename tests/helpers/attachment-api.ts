// What the attachment API tests share (issue 12): an order of their own, uploads as the browser sends them, the
// list, downloads of the signed URLs it gives, and how many rows the attachment tables hold (to prove nothing stored).
import type { AttachmentFile } from '../../src/shared/schema/attachments.ts';
import { multipart, type UploadParts } from './attachment-files.ts';
import { bearer, type TestApp } from './test-app.ts';

export const attachmentPath = (orderId: number) => `/gateway/api/workbench/order/${orderId}/attachment`;

/** `session`: the test app with staff logged in, read when a call is made (it is filled in before the first test). */
export function attachmentApi(session: () => TestApp & { staff: string }) {
  const sql = async <T>(text: string, params: unknown[] = []) => (await session().database.pool.query(text, params)).rows as T[];
  let ordersTaken = 0;

  return {
    sql,
    /** An order no other test of the file touches; with the photo service when asked. */
    async order({ photoService = false } = {}): Promise<number> {
      const [{ id }] = await sql<{ id: number }>(
        'SELECT id FROM orders WHERE deleted_at IS NULL ORDER BY id DESC OFFSET $1 LIMIT 1',
        [(ordersTaken += 1)],
      );
      await sql(`UPDATE orders SET extra_service = jsonb_build_object('photo', $2::boolean), mail_jobs = '{}' WHERE id = $1`, [
        id, photoService,
      ]);
      return id;
    },
    upload(orderId: number, parts: UploadParts, { query = '', token = session().staff as string | null } = {}) {
      const { payload, headers } = multipart(parts);
      const auth = token ? bearer(token) : {};
      return session().app.inject({ method: 'POST', url: `${attachmentPath(orderId)}${query}`, payload, headers: { ...headers, ...auth } });
    },
    async list(orderId: number, query = ''): Promise<AttachmentFile[]> {
      const response = await session().app.inject({ url: `${attachmentPath(orderId)}${query}`, headers: bearer(session().staff) });
      if (response.statusCode !== 200) throw new Error(`list ${orderId}: ${response.statusCode} ${response.body}`);
      return response.json().data;
    },
    remove(orderId: number, attachmentId: number) {
      return session().app.inject({ method: 'DELETE', url: `${attachmentPath(orderId)}/${attachmentId}`, headers: bearer(session().staff) });
    },
    /** A /download/ URL as the browser fetches it: no Authorization header. */
    download: (url: string) => session().app.inject({ url }),
    storedBytes: async (attachmentId: number) =>
      (await sql<{ bytes: Buffer }>('SELECT bytes FROM attachment_files WHERE attachment_id = $1', [attachmentId]))[0]?.bytes,
    /** Rows in the attachment tables: a refused upload leaves these as they were. */
    async rowCounts() {
      const [counts] = await sql<{ attachments: number; files: number; thumbnails: number }>(
        `SELECT (SELECT count(*)::int FROM attachments) AS attachments, (SELECT count(*)::int FROM attachment_files) AS files,
                (SELECT count(*)::int FROM attachment_thumbnails) AS thumbnails`,
      );
      return counts;
    },
    /** Marks the order's photo mail as sent, as the mail route does. */
    photoMailSent: (orderId: number) =>
      sql(`UPDATE orders SET mail_jobs = mail_jobs || jsonb_build_object('ExtraServicePhoto', 1763900000) WHERE id = $1`, [orderId]),
  };
}
