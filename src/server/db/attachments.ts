import type { Db } from './database.ts';

/** An attachment as the list and the download need it, without its bytes. */
export interface AttachmentRow {
  id: number;
  order_id: number;
  title: string;
  file_type: string;
  size_bytes: number;
  content_type: string;
  created_at_seconds: number;
}

const COLUMNS = `a.id, a.order_id, a.title, a.file_type, a.size_bytes, a.content_type,
  extract(epoch FROM a.created_at)::bigint AS created_at_seconds`;

export interface NewAttachment {
  orderId: number;
  title: string;
  fileType: string;
  contentType: string;
  bytes: Buffer;
  storageKey: string;
  width: number | null;
  height: number | null;
  createdBy: string;
}

/** Stores the row and its bytes; run it inside a transaction so neither is kept without the other. */
export async function insertAttachment(db: Db, file: NewAttachment): Promise<AttachmentRow> {
  const { rows } = await db.query<AttachmentRow>(
    `WITH a AS (
       INSERT INTO attachments (order_id, title, file_type, size_bytes, storage_key, content_type, width, height, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *
     ) SELECT ${COLUMNS} FROM a`,
    [file.orderId, file.title, file.fileType, file.bytes.length, file.storageKey, file.contentType, file.width, file.height,
      file.createdBy],
  );
  const [row] = rows;
  await db.query('INSERT INTO attachment_files (attachment_id, bytes) VALUES ($1, $2)', [row.id, file.bytes]);
  return row;
}

export async function listAttachmentRows(db: Db, orderId: number): Promise<AttachmentRow[]> {
  const { rows } = await db.query<AttachmentRow>(
    `SELECT ${COLUMNS} FROM attachments a WHERE a.order_id = $1 AND a.deleted_at IS NULL ORDER BY a.created_at, a.id`,
    [orderId],
  );
  return rows;
}

/** The order's attachment, locking the row; none when it is deleted or belongs to another order. */
export async function findOrderAttachmentForUpdate(db: Db, orderId: number, attachmentId: number): Promise<AttachmentRow | undefined> {
  const { rows } = await db.query<AttachmentRow>(
    `SELECT ${COLUMNS} FROM attachments a WHERE a.id = $1 AND a.order_id = $2 AND a.deleted_at IS NULL FOR UPDATE`,
    [attachmentId, orderId],
  );
  return rows[0];
}

/** Marks the attachment deleted and drops its bytes and thumbnails; the row stays as the record of what was there. */
export async function softDeleteAttachment(db: Db, attachmentId: number): Promise<void> {
  await db.query('UPDATE attachments SET deleted_at = now() WHERE id = $1', [attachmentId]);
  await db.query('DELETE FROM attachment_thumbnails WHERE attachment_id = $1', [attachmentId]);
  await db.query('DELETE FROM attachment_files WHERE attachment_id = $1', [attachmentId]);
}

/** The attachment, unless it is deleted. */
export async function findAttachment(db: Db, attachmentId: number): Promise<AttachmentRow | undefined> {
  const { rows } = await db.query<AttachmentRow>(`SELECT ${COLUMNS} FROM attachments a WHERE a.id = $1 AND a.deleted_at IS NULL`, [
    attachmentId,
  ]);
  return rows[0];
}

/** The stored file; read only when it is needed (a cached thumbnail is served without reading megabytes). */
export async function findAttachmentBytes(db: Db, attachmentId: number): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ bytes: Buffer }>('SELECT bytes FROM attachment_files WHERE attachment_id = $1', [attachmentId]);
  return rows[0]?.bytes;
}

export interface ThumbnailKey {
  attachmentId: number;
  width: number;
  height: number;
  crop: boolean;
}

export async function findThumbnail(db: Db, key: ThumbnailKey): Promise<Buffer | undefined> {
  const { rows } = await db.query<{ bytes: Buffer }>(
    'SELECT bytes FROM attachment_thumbnails WHERE attachment_id = $1 AND width = $2 AND height = $3 AND crop = $4',
    [key.attachmentId, key.width, key.height, key.crop],
  );
  return rows[0]?.bytes;
}

/** Keeps a thumbnail made; another instance that made the same one first wins, the bytes are alike. */
export async function storeThumbnail(db: Db, key: ThumbnailKey, bytes: Buffer): Promise<void> {
  await db.query(
    `INSERT INTO attachment_thumbnails (attachment_id, width, height, crop, bytes)
     SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM attachments WHERE id = $1 AND deleted_at IS NULL)
     ON CONFLICT DO NOTHING`,
    [key.attachmentId, key.width, key.height, key.crop, bytes],
  );
}

/** The secret of that name, made from `candidate` by whichever instance asks first. */
export async function sharedSecret(db: Db, name: string, candidate: Buffer): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT DO NOTHING', [name, candidate]);
  const { rows } = await db.query<{ secret: Buffer }>('SELECT secret FROM server_secrets WHERE name = $1', [name]);
  return rows[0].secret;
}

export interface OrderPhotoState {
  photo: boolean;
  mailJobs: Record<string, number>;
  /** The order's version, which attachments leave as it is. */
  version: number;
}

/** What the photo rules read of an order, locked until the transaction ends (the photo mail waits for an upload). */
export async function lockOrderForAttachments(db: Db, orderId: number): Promise<OrderPhotoState | undefined> {
  const { rows } = await db.query<OrderPhotoState>(
    `SELECT coalesce(extra_service->>'photo' = 'true', false) AS photo, mail_jobs AS "mailJobs", version FROM orders
      WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [orderId],
  );
  return rows[0];
}
