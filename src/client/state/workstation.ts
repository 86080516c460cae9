import { proxy } from 'valtio';
import type { LocationPrinterKey } from '../../shared/domain/printing.ts';
import { endpoints } from '../api/endpoints.ts';
import type { LocationConfig } from '../../shared/schema/print.ts';
import { call } from '../api/client.ts';
import { storage } from './storage.ts';

const LOCATION_KEY = 'werkplaats.location';
const CONFIG_KEY = 'werkplaats.locationConfig';

/**
 * This workstation's location (spec §3 Config), remembered locally: every call names it (X-Location), and the
 * server answers with that location's features and printer per document. Null until chosen: the server's own.
 * The last known config is kept too (spec §3: printer per label type stored locally), so a restart has it at once.
 */
export const workstation = proxy({
  location: storage.read<string>(LOCATION_KEY) ?? null,
  config: storage.read<LocationConfig>(CONFIG_KEY) ?? null,
});

export async function loadLocationConfig(): Promise<LocationConfig> {
  const config = await call(endpoints.getLocation);
  rememberLocationConfig(config);
  return config;
}

/** Takes a config the server answered (loaded, or just saved) as this workstation's. */
export function rememberLocationConfig(config: LocationConfig) {
  workstation.config = config;
  storage.write(CONFIG_KEY, config);
}

/** The printer this workstation's location prints a document on: a printer id, '_popup', or none configured. */
export function printerFor(key: LocationPrinterKey): string | undefined {
  return workstation.config?.printers[key] || undefined;
}

export function chooseLocation(name: string) {
  workstation.location = name;
  storage.write(LOCATION_KEY, name);
}
