import { proxy } from 'valtio';
import type { Environment, Feature, Locale, Printer } from '../../shared/schema/workbench.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';
import { chooseLocation, loadLocationConfig, workstation } from './workstation.ts';

/** What the shell loads before the workbench shows (spec §2 startup screen). */
export const appData = proxy({
  status: 'initializing' as 'initializing' | 'initialized' | 'failed',
  error: null as string | null,
  env: null as Environment | null,
  locale: null as Locale | null,
  features: [] as Feature[],
  printers: [] as Printer[],
});

export async function loadInitialData(loggedIn: boolean) {
  appData.status = 'initializing';
  try {
    const [env, locale] = await Promise.all([call(endpoints.getEnvironment), call(endpoints.getLocale)]);
    Object.assign(appData, { env, locale });
    if (loggedIn) {
      await loadLocationData();
    }
    appData.status = 'initialized';
  } catch (error) {
    appData.error = (error as Error).message;
    appData.status = 'failed';
  }
}

/**
 * What depends on the workstation's location: its features, the printers and its printer per document. The last
 * known config stays when the location cannot be read: the workbench works without it, printing then says so.
 */
async function loadLocationData() {
  const [features, printers] = await Promise.all([
    call(endpoints.listFeatures),
    call(endpoints.listPrinters),
    loadLocationConfig().catch(() => workstation.config),
  ]);
  Object.assign(appData, { features, printers });
}

/** This workstation now works at another location: remember it and load what that location has. */
export async function switchLocation(name: string) {
  chooseLocation(name);
  await loadLocationData();
}

export async function reloadPrinters() {
  appData.printers = await call(endpoints.listPrinters);
}

export async function reloadFeatures() {
  appData.features = await call(endpoints.listFeatures);
}

/**
 * Whether a feature is on for this location. Features are named by title; a feature the location does not
 * list counts as `fallback` (spec §2: order-list icons default to on).
 */
export function isFeatureOn(features: readonly Feature[], title: string, fallback = true): boolean {
  const feature = features.find((candidate) => candidate.title === title);
  return feature ? feature.extraAttribute_28088961 : fallback;
}
