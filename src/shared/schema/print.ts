// What the print document call takes (spec §7 GET /workbench/order/{id}/print/): the document and the printer.
import { Type } from 'typebox';
import type { PrintJobType } from '../domain/constants.ts';

/** The print job types (spec §9) whose document the workbench renders itself; carrier labels come from carriers. */
export const PRINT_DOCUMENT_TYPES = ['order', 'card1', 'card2'] as const satisfies readonly PrintJobType[];
export type PrintDocumentType = (typeof PRINT_DOCUMENT_TYPES)[number];

export const PrintDocumentQuery = Type.Object({
  // A union built from a list types as never: Unsafe gives it the document type union back.
  type: Type.Unsafe<PrintDocumentType>(Type.Union(PRINT_DOCUMENT_TYPES.map((type) => Type.Literal(type)))),
  printerId: Type.Optional(Type.String({ maxLength: 200 })),
  file: Type.Optional(Type.String({ maxLength: 200 })),
});
