import type { ErrorBody } from '../../shared/schema/common.ts';
import { ApiError } from './client.ts';

/** The fields a refused call names with their Dutch messages (a 400's `errors`); none for any other failure. */
export const fieldErrors = (error: unknown): NonNullable<ErrorBody['errors']> =>
  error instanceof ApiError ? (error.errors ?? []) : [];
