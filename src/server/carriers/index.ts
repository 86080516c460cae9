// The adapter of every carrier: its live API where the environment names one (CARRIER_<NAME>_URL and _API_KEY),
// else its sandbox.
import { CARRIERS, type Carrier } from '../../shared/domain/constants.ts';
import type { CarrierSettings } from '../config.ts';
import type { CarrierAdapter } from './adapter.ts';
import * as dynalogic from './dynalogic/index.ts';
import type { LiveOptions, SandboxOptions } from './kit.ts';
import * as postnl from './postnl/index.ts';
import * as redjepakketje from './redjepakketje/index.ts';
import * as regio from './regio/index.ts';
import * as reviva from './reviva/index.ts';
import * as trunkrs from './trunkrs/index.ts';
import * as zorgeloosbezorgd from './zorgeloosbezorgd/index.ts';

interface CarrierModule {
  sandbox(options: SandboxOptions): CarrierAdapter;
  /** Absent for our own delivery (regio). */
  live?(options: LiveOptions): CarrierAdapter;
}

const MODULES: Record<Carrier, CarrierModule> = { postnl, dynalogic, zorgeloosbezorgd, redjepakketje, reviva, trunkrs, regio };

export type CarrierAdapters = Record<Carrier, CarrierAdapter>;

export function createCarrierAdapters(settings: CarrierSettings, now: () => Date = () => new Date()): CarrierAdapters {
  return Object.fromEntries(CARRIERS.map((carrier) => [carrier, adapterFor(carrier, settings, now)])) as CarrierAdapters;
}

function adapterFor(carrier: Carrier, settings: CarrierSettings, now: () => Date): CarrierAdapter {
  const module = MODULES[carrier];
  const live = carrier === 'regio' ? undefined : settings.live[carrier];
  return live && module.live ? module.live({ ...live, timeoutMs: settings.timeoutMs }) : module.sandbox({ now });
}
