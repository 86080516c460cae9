import type { FastifyRequest } from 'fastify';
import { attachmentMessages } from '../../shared/domain/attachments.ts';
import { badRequest, HttpError } from '../http-errors.ts';

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;
const TOO_MANY_PARTS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** What the multipart parser's refusal means to the user; the parser only reads the request, so all are 4xx. */
function uploadRefusal(error: unknown): HttpError {
  const code = codeOf(error);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, attachmentMessages.tooBig, 'TOO_LARGE');
  if (code && TOO_MANY_PARTS.has(code)) return new HttpError(413, attachmentMessages.oneFile, 'TOO_MANY_PARTS');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(attachmentMessages.noFile);
  // A body that ends before its closing boundary (a dropped connection, a broken client).
  return badRequest(attachmentMessages.incomplete);
}

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
    throw uploadRefusal(error);
  }
  if (!file) throw badRequest(attachmentMessages.noFile);
  return { name: name || file.filename, bytes: file.bytes };
}
