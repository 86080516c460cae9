import { attachmentMessages } from '../../shared/domain/attachments.ts';
import { findAttachmentBytes } from '../db/attachments.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http-errors.ts';

/** The attachment's stored file; gone means deleted (perhaps between reading its row and its bytes). */
export async function storedBytes(db: Db, attachmentId: number): Promise<Buffer> {
  const bytes = await findAttachmentBytes(db, attachmentId);
  if (!bytes) throw notFound(attachmentMessages.notFound);
  return bytes;
}
