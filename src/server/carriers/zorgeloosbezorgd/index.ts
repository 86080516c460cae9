// ZorgeloosBezorgd (spec §2 send screen, §5, §9): the sandbox by default, the live service when configured.
import type { CarrierAdapter } from '../adapter.ts';
import { parcelSandbox } from '../shared/parcel-sandbox.ts';
import type { LiveOptions, SandboxOptions } from '../kit.ts';
import { zorgeloosBezorgdCarrier } from './carrier.ts';
import { zorgeloosBezorgdLive } from './live.ts';
import { zorgeloosBezorgdSandboxStatus, zorgeloosBezorgdState } from './status.ts';

export const sandbox = (options: SandboxOptions): CarrierAdapter =>
  parcelSandbox(zorgeloosBezorgdCarrier, (phase) => zorgeloosBezorgdState(zorgeloosBezorgdSandboxStatus(phase)), options);

export const live = (options: LiveOptions): CarrierAdapter => zorgeloosBezorgdLive(options);
