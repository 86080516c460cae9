import { Type, type Static } from 'typebox';
import {
  BULK_KINDS, BULK_ITEM_STATES, BULK_JOB_STATES, BULK_MAX_ORDERS, type BulkKind, type BulkItemState, type BulkJobState,
} from '../domain/bulk.ts';
import type { OrderMailType } from '../domain/order-mails.ts';
import { Id, UnixSeconds } from './common.ts';
import { PRINT_DOCUMENT_TYPES, type PrintDocumentType } from '../domain/printing.ts';

// POST /workbench/bulk, GET /workbench/bulk/{id}, POST /workbench/bulk/{id}/undo (issue 14).

const literals = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

const ORDER_MAIL_TYPES: OrderMailType[] = ['KiB', 'AddressError', 'Confirmation', 'NotOnAccount'];

export const BulkRequest = Type.Object(
  {
    action: literals<BulkKind>(BULK_KINDS),
    /** In the order the user sees them; each at most once. */
    orderIds: Type.Array(Id, { minItems: 1, maxItems: BULK_MAX_ORDERS, uniqueItems: true }),
    /** print: documents; move: tagId; mail: mailType; handoff and process: none (BulkOptions in domain/bulk.ts). */
    options: Type.Optional(
      Type.Object(
        {
          documents: Type.Optional(Type.Array(literals<PrintDocumentType>(PRINT_DOCUMENT_TYPES), { minItems: 1, maxItems: 3, uniqueItems: true })),
          tagId: Type.Optional(Id),
          mailType: Type.Optional(literals<OrderMailType>(ORDER_MAIL_TYPES)),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type BulkRequest = Static<typeof BulkRequest>;

export const BulkJobItem = Type.Object({
  orderId: Type.Integer(),
  orderNumber: Type.String(),
  state: literals<BulkItemState>(BULK_ITEM_STATES),
  /** Why it failed or was left alone, in Dutch; null when it went well. */
  message: Type.Union([Type.String(), Type.Null()]),
});
export type BulkJobItem = Static<typeof BulkJobItem>;

export const BulkJob = Type.Object({
  id: Type.String(),
  action: literals<BulkKind>(BULK_KINDS),
  state: literals<BulkJobState>(BULK_JOB_STATES),
  user: Type.String(),
  total: Type.Integer(),
  /** Orders finished so far (ok, failed or skipped). */
  done: Type.Integer(),
  createdAt: UnixSeconds,
  finishedAt: Type.Union([UnixSeconds, Type.Null()]),
  /** Until when (unix ms) the server takes an undo; null for an action that cannot be undone. */
  undoUntil: Type.Union([Type.Integer(), Type.Null()]),
  /** The summary line of domain/bulk.ts bulkSummary, once finished. */
  summary: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(BulkJobItem),
});
export type BulkJob = Static<typeof BulkJob>;

export const BulkJobParams = Type.Object({ id: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });
