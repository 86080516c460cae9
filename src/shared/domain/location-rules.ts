// What a location's configuration must hold (spec §5 Location, §2 location admin; issue 22 its parcel sizes):
// written once, checked by the server's saveLocation and by the /admin/location form, so both refuse the same
// values with the same words.
import { define, record, refine, string, type } from 'superstruct';
import type { Feature } from '../schema/workbench.ts';
import { enabledCarriers } from './carrier-button.ts';
import { parcelSizeErrors, type ParcelSizeError } from './carrier-forms/parcel-size.ts';
import { POPUP_PRINTER } from './constants.ts';
import { transporterName } from './order-view.ts';
import type { ParcelKind, ParcelSizeField } from './parcel-defaults.ts';
import { LOCATION_PRINTER_KEYS, printMessages, type LocationPrinterKey } from './printing.ts';

export const LOCATION_REQUIRED = 'Dit veld is vereist';

/** What a location's configuration is judged against: its features and the printers that exist. */
export interface LocationContext {
  features: readonly Feature[];
  printerIds: readonly string[];
}

export type LocationFieldError = ParcelSizeError | { field: 'name' | `printers.${LocationPrinterKey}`; message: string };

/** A location's parcel sizes as a form or a request holds them: a number box left empty is NaN (or missing). */
export type ParcelSizeValues = Partial<Record<ParcelKind, Partial<Record<ParcelSizeField, number>>>>;

/** The documents a location must have a printer for: order and both cards, and the label of every carrier it uses. */
export function requiredPrinterKeys(features: readonly Feature[]): LocationPrinterKey[] {
  return ['order', 'card1', 'card2', ...enabledCarriers(features)];
}

/** How the form names a document's printer: 'Order', 'Kaart 1', or the carrier as the location calls it. */
export function printerKeyLabel(key: LocationPrinterKey, features: readonly Feature[]): string {
  if (key === 'order') return 'Order';
  if (key === 'card1') return 'Kaart 1';
  if (key === 'card2') return 'Kaart 2';
  return transporterName(key, features);
}

/** Every reason a configuration cannot be saved, one per field; empty when it can. */
export function locationErrors(
  config: { name: string; printers: Partial<Record<string, string>>; parcelDefaults?: ParcelSizeValues },
  context: LocationContext,
): LocationFieldError[] {
  const errors: LocationFieldError[] = [];
  if (!config.name.trim()) errors.push({ field: 'name', message: LOCATION_REQUIRED });
  const required = new Set(requiredPrinterKeys(context.features));
  for (const key of LOCATION_PRINTER_KEYS) {
    const printer = config.printers[key]?.trim() ?? '';
    if (!printer) {
      if (required.has(key)) errors.push({ field: `printers.${key}`, message: LOCATION_REQUIRED });
    } else if (printer !== POPUP_PRINTER && !context.printerIds.includes(printer)) {
      errors.push({ field: `printers.${key}`, message: printMessages.unknownPrinter });
    }
  }
  return [...errors, ...parcelSizeErrors(config.parcelDefaults ?? {})];
}

/** The form's values: the location's name, a printer id (or '' for none) per document, and every kind's size. */
export interface LocationFormValues {
  name: string;
  printers: Partial<Record<LocationPrinterKey, string>>;
  parcelDefaults: Record<ParcelKind, Record<ParcelSizeField, number>>;
}

/** The sizes' numbers are judged by locationErrors, which puts each message on its own box. */
const parcelSizeValues = define<LocationFormValues['parcelDefaults']>('parcelDefaults', (value) => typeof value === 'object' && value !== null);

/** The same rules as a superstruct struct, for react-hook-form's resolver: each error lands on its own field. */
export const locationFields = (context: LocationContext) =>
  refine(type({ name: string(), printers: record(string(), string()), parcelDefaults: parcelSizeValues }), 'location', (values) =>
    locationErrors(values, context).map(({ field, message }) => ({ message, path: field.split('.') })),
  );
