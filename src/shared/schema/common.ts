import { Type, type Static } from 'typebox';

/** An order, tag or entry id as it appears in a path: digits only, at most 12 (the barcode's length). */
export const IdParam = Type.String({ pattern: '^[0-9]{1,12}$' });
export const IdParams = Type.Object({ id: IdParam });

export const Money = Type.Number({ minimum: -1_000_000, maximum: 1_000_000 });
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' });
/** Unix seconds, as every time on the wire (spec §9). */
export const UnixSeconds = Type.Integer({ minimum: 0 });
export const ShortText = (maxLength = 200) => Type.String({ maxLength });

export const ErrorBody = Type.Object({
  message: Type.String(),
  code: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const Success = Type.Object({ success: Type.Boolean() });
