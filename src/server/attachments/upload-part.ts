import type { FastifyRequest } from 'fastify';
import { attachmentMessages } from '../../shared/domain/attachments.ts';
import { badRequest, HttpError } from '../http-errors.ts';

const isCode = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/** The `file` part of an upload read into memory, with the title wanted: the `name` field, else the file's own name. */
export async function readUploadPart(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(attachmentMessages.noFile);
    const bytes = await part.toBuffer();
    const field = part.fields.name;
    const name = field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string' && field.value.trim();
    return { name: name || part.filename, bytes };
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, attachmentMessages.tooBig, 'TOO_LARGE');
    if (isCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest(attachmentMessages.noFile);
    throw error;
  }
}
