import { Type, type Static, type TStringOptions } from 'typebox';
import { rule } from '../domain/field-rules.ts';

/** An order, tag or entry id as it appears in a path: digits only, at most 12 (the barcode's length). */
export const IdParam = Type.String({ pattern: '^[0-9]{1,12}$' });
export const IdParams = Type.Object({ id: IdParam });

/** The largest id: 12 digits, as IdParam; the id columns are bigint, so every id fits. */
export const MAX_ID = 999_999_999_999;
/** An id in a body: the same range as in a path. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });
/** The largest value of an `integer` (int4) column, such as an order's version. */
export const INT4_MAX = 2_147_483_647;
/** The largest amount a numeric(10,2) money column holds. */
export const MAX_AMOUNT = 99_999_999.99;

export const Money = Type.Number({ minimum: -1_000_000, maximum: 1_000_000 });
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });
/** Unix seconds, as every time on the wire (spec §9). */
export const UnixSeconds = Type.Integer({ minimum: 0 });
/** A time a client sends: Unix seconds that PostgreSQL's timestamptz holds (up to the year 9999). */
export const UnixSecondsInput = Type.Integer({ minimum: 0, maximum: 253_402_300_799 });
/** A text a person writes on one line: a name, an address line, a title, a code (domain/text-rules.ts). */
export const SingleLine = (maxLength: number, options: TStringOptions = {}) =>
  Type.String({ ...options, maxLength, ...rule('singleLine') });
/** A text of several lines: card text, notes, comments, remarks. */
export const MultiLine = (maxLength: number, options: TStringOptions = {}) =>
  Type.String({ ...options, maxLength, ...rule('multiLine') });

export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Success = Type.Object({ success: Type.Boolean() });
