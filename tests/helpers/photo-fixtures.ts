// Photos and attachments stored the way the upload route stores them (attachments + attachment_files), straight in
// the database: the photo mail's tests do not depend on the upload route.
import sharp from 'sharp';
import { photoTitle } from '../../src/shared/domain/attachments.ts';

type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** A JPEG of this size in one colour. */
export const jpeg = (width: number, height: number, colour = { r: 200, g: 60, b: 90 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();

export function photoFixtures(sql: Sql) {
  /**
   * An open order nothing photo-related happened to yet, with the photo service (unless told otherwise) and a
   * customer e-mail address.
   */
  const photoOrder = async ({ photoService = true, email = 'klant@voorbeeld.nl' } = {}) => {
    const [{ id }] = await sql<{ id: number }>(
      `SELECT o.id FROM orders o WHERE o.deleted_at IS NULL AND NOT (o.mail_jobs ? 'ExtraServicePhoto')
          AND NOT EXISTS (SELECT 1 FROM attachments a WHERE a.order_id = o.id)
          AND NOT EXISTS (SELECT 1 FROM mail_jobs j WHERE j.order_id = o.id)
        ORDER BY o.id LIMIT 1`,
    );
    await sql(
      `UPDATE orders SET extra_service = jsonb_build_object('photo', $2::boolean),
              customer = jsonb_set(customer, '{emailAddress}', to_jsonb($3::text))
        WHERE id = $1`,
      [id, photoService, email],
    );
    return id;
  };

  /** Stores a file for the order as the upload does; the bytes decide nothing here. */
  const addAttachment = async (orderId: number, file: { title: string; bytes: Buffer; fileType: string; contentType: string }) => {
    const [{ id }] = await sql<{ id: number }>(
      `INSERT INTO attachments (order_id, title, file_type, size_bytes, storage_key, content_type, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, 'medewerker') RETURNING id`,
      [orderId, file.title, file.fileType, file.bytes.length, `fixture-${file.title}`, file.contentType],
    );
    await sql('INSERT INTO attachment_files (attachment_id, bytes) VALUES ($1, $2)', [id, file.bytes]);
    return id;
  };

  /** A workbench photo (title WBP_ + the time taken) of this size. */
  const addPhoto = async (orderId: number, { width = 2400, height = 1800, takenAt = new Date() } = {}) =>
    addAttachment(orderId, { title: photoTitle(takenAt), bytes: await jpeg(width, height), fileType: 'jpg', contentType: 'image/jpeg' });

  return { photoOrder, addAttachment, addPhoto };
}
