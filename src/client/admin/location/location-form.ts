import { LOCATION_PRINTER_KEYS } from '../../../shared/domain/printing.ts';
import type { LocationFormValues } from '../../../shared/domain/location-rules.ts';
import type { LocationConfig, LocationUpdate } from '../../../shared/schema/print.ts';

/** The form holds every document's choice ('' for none), also of carriers it does not show, so a save keeps them. */
export const formValues = (config: LocationConfig): LocationFormValues => ({
  name: config.name,
  printers: Object.fromEntries(LOCATION_PRINTER_KEYS.map((key) => [key, config.printers[key] ?? ''])),
});

export const updateBody = (values: LocationFormValues): LocationUpdate => ({
  name: values.name,
  printers: Object.fromEntries(Object.entries(values.printers).filter(([, printer]) => printer)),
});
