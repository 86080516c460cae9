import { proxy } from 'valtio';
import type { Environment, Feature, Locale, Printer } from '../../shared/schema/workbench.ts';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { call } from '../api/client.ts';

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
      const [features, printers] = await Promise.all([
        call(endpoints.listFeatures),
        call(endpoints.listPrinters),
      ]);
      Object.assign(appData, { features, printers });
    }
    appData.status = 'initialized';
  } catch (error) {
    appData.error = (error as Error).message;
    appData.status = 'failed';
  }
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
