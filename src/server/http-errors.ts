import type { ErrorBody } from '../shared/schema/common.ts';
import { messages } from '../shared/domain/messages.ts';

/** An error the client may see: its status, Dutch message and machine-readable code go out as JSON. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, message: string, code: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.extra = extra;
  }

  body(): ErrorBody & Record<string, unknown> {
    return { message: this.message, code: this.code, ...this.extra };
  }
}

export const notFound = (message: string = messages.notFound) => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, message, 'CONFLICT', extra);
export const badRequest = (message: string, errors?: { field: string; message: string }[]) =>
  new HttpError(400, message, 'VALIDATION', errors ? { errors } : {});
