// What the print calls take and answer (spec §7 print calls, §3 Config): documents, jobs, locations, the EF card.
import { Type, type Static } from 'typebox';
import { PRINT_JOB_TYPES, type PrintJobType } from '../domain/constants.ts';
import { PARCEL_KINDS, PARCEL_SIZE_FIELDS, type ParcelSizeOverrides } from '../domain/parcel-defaults.ts';
import {
  LOCATION_PRINTER_KEYS, PRINT_DOCUMENT_TYPES, PRINT_JOB_STATES, type LocationPrinterKey, type PrintJobState,
} from '../domain/printing.ts';
import { Id, MultiLine, SingleLine, UnixSeconds } from './common.ts';

/** A union of literals from a list types as never: Unsafe gives it the list's union type back. */
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

export const PrintDocumentQuery = Type.Object({
  type: OneOf(PRINT_DOCUMENT_TYPES),
  printerId: Type.Optional(Type.String({ maxLength: 200 })),
  file: Type.Optional(Type.String({ maxLength: 200 })),
});

/** A printer id as configured: a printer's id, or '_popup' for printing from the browser. */
export const PrinterId = SingleLine(100, { minLength: 1 });

/** POST /workbench/order/{id}/print: put one document of the order in the queue of a printer. */
export const PrintRequest = Type.Object(
  {
    type: OneOf(PRINT_JOB_TYPES),
    printer: PrinterId,
    shipmentId: Type.Optional(Id),
    copies: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  },
  { additionalProperties: false },
);
export type PrintRequest = Static<typeof PrintRequest>;

/** One row of an order's print ledger: what was printed, where, by whom, when, and how it went. */
export const PrintJob = Type.Object({
  id: Type.Integer(),
  orderId: Type.Union([Type.Integer(), Type.Null()]),
  shipmentId: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.Unsafe<PrintJobType | 'efcard'>(Type.String()),
  printerId: Type.String(),
  printerName: Type.String(),
  status: OneOf<PrintJobState>(PRINT_JOB_STATES),
  /** Why it failed, or why the last attempt failed while it is retried (Dutch). */
  error: Type.Union([Type.String(), Type.Null()]),
  attempts: Type.Integer(),
  copies: Type.Integer(),
  createdBy: Type.String(),
  createdAt: UnixSeconds,
  finishedAt: Type.Union([UnixSeconds, Type.Null()]),
});
export type PrintJob = Static<typeof PrintJob>;

/** A printer id or '_popup' per document and carrier; a key left out or empty has no printer configured. */
const PrinterChoices = Type.Unsafe<Partial<Record<LocationPrinterKey, string>>>(
  Type.Object(
    Object.fromEntries(LOCATION_PRINTER_KEYS.map((key) => [key, Type.Optional(SingleLine(100))])),
    { additionalProperties: false },
  ),
);

/**
 * A location's own parcel sizes per kind of product (issue 22); any number here, so that the location rules can say
 * in Dutch, on the field, what is wrong with it (shared/domain/carrier-forms/parcel-size.ts).
 */
const ParcelSizeOverrides = Type.Unsafe<ParcelSizeOverrides>(
  Type.Object(
    Object.fromEntries(PARCEL_KINDS.map((kind) => [
      kind,
      Type.Optional(Type.Object(Object.fromEntries(PARCEL_SIZE_FIELDS.map((field) => [field, Type.Number()])), { additionalProperties: false })),
    ])),
    { additionalProperties: false },
  ),
);

/** A location's configuration (spec §3 Config); parcelDefaults holds only the kinds it set itself. */
export const LocationConfig = Type.Object({ name: Type.String(), printers: PrinterChoices, parcelDefaults: Type.Optional(ParcelSizeOverrides) });
export type LocationConfig = Static<typeof LocationConfig>;

/**
 * PUT /workbench/location/{name}: the server checks which printers are required ('Dit veld is vereist');
 * parcelDefaults, when sent, replaces the location's own sizes (left out: they stay as they are).
 */
export const LocationUpdate = Type.Object(
  {
    name: SingleLine(100),
    printers: PrinterChoices,
    parcelDefaults: Type.Optional(ParcelSizeOverrides),
  },
  { additionalProperties: false },
);
export type LocationUpdate = Static<typeof LocationUpdate>;

export const LocationParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

/** POST /workbench/print/efcard (spec §2 Print EF card modal): the card text, its type and the printer. */
export const EfCardRequest = Type.Object(
  {
    text: MultiLine(2000),
    type: Type.Literal('card2'),
    printer: PrinterId,
  },
  { additionalProperties: false },
);
export type EfCardRequest = Static<typeof EfCardRequest>;

/** The EF card's id is derived from its text, so the popup page can fetch the same card again. */
export const EfCardAccepted = Type.Object({ id: Type.String(), job: Type.Union([PrintJob, Type.Null()]) });
export const EfCardParams = Type.Object({ id: Type.String({ pattern: '^ef[0-9a-f]{16}$' }) });
