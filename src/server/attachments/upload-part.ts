import type { FastifyRequest } from 'fastify';
import { attachmentMessages } from '../../shared/domain/attachments.ts';
import { badRequest, HttpError } from '../http-errors.ts';

const isCode = (error: unknown, code: string) => (error as { code?: string } | null)?.code === code;

/**
 * The `file` part of an upload read into memory, with the title wanted: the `name` field, else the file's own name.
 * Every part is read, so a second file trips the multipart limit (a 4xx) before anything is stored.
 */
export async function readUploadPart(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  let name = '';
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value.trim();
      } else {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { filename: part.filename, bytes };
      }
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new HttpError(413, attachmentMessages.tooBig, 'TOO_LARGE');
    if (isCode(error, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest(attachmentMessages.noFile);
    throw error;
  }
  if (!file) throw badRequest(attachmentMessages.noFile);
  return { name: name || file.filename, bytes: file.bytes };
}
