// What the order endpoints take besides an order: list filters, path parameters, a log entry.
import { Type } from 'typebox';
import { IdParam, MultiLine } from './common.ts';

export const ListQuery = Type.Object({
  'tags[]': Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 })),
  tags: Type.Optional(Type.String({ maxLength: 200 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  /** A group of the day's plan, '{day}.{slot}.{handoff}' (domain/day-plan.ts): only its orders. */
  group: Type.Optional(Type.String({ pattern: '^[a-z]{1,20}\\.[a-z]{1,20}\\.[a-z]{1,20}$' })),
});

/** The scanner reads an EAN-13 whose first 12 digits are the order id. */
export const BarcodeParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,13}$' }) });

export const LogEntryParams = Type.Object({ id: IdParam, entryId: IdParam });
export const LogEntryContent = Type.Object(
  { content: MultiLine(5000, { minLength: 1 }) },
  { additionalProperties: false },
);

export const OrderTagParams = Type.Object({ id: IdParam, tagId: IdParam });
export const OrderAttributeParams = Type.Object({ id: IdParam, attributeId: IdParam });
