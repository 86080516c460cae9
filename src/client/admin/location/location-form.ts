import { LOCATION_PRINTER_KEYS } from '../../../shared/domain/printing.ts';
import type { LocationFormValues } from '../../../shared/domain/location-rules.ts';
import { ownParcelSizes, parcelSizes, PARCEL_KINDS, type ParcelSize } from '../../../shared/domain/parcel-defaults.ts';
import type { LocationConfig, LocationUpdate } from '../../../shared/schema/print.ts';

/** Every kind's size as the form edits it: the location's own, else the shared table's. */
export const parcelFormValues = (sizes: Readonly<Record<string, ParcelSize>>): LocationFormValues['parcelDefaults'] =>
  Object.fromEntries(PARCEL_KINDS.map((kind) => [kind, { ...sizes[kind] }])) as LocationFormValues['parcelDefaults'];

/** The form holds every document's choice ('' for none), also of carriers it does not show, so a save keeps them. */
export const formValues = (config: LocationConfig): LocationFormValues => ({
  name: config.name,
  printers: Object.fromEntries(LOCATION_PRINTER_KEYS.map((key) => [key, config.printers[key] ?? ''])),
  parcelDefaults: parcelFormValues(parcelSizes(config.parcelDefaults)),
});

/** Only the sizes that differ from the shared table are the location's own. */
export const updateBody = (values: LocationFormValues): LocationUpdate => ({
  name: values.name,
  printers: Object.fromEntries(Object.entries(values.printers).filter(([, printer]) => printer)),
  parcelDefaults: ownParcelSizes(values.parcelDefaults),
});
