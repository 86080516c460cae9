// Dynalogic (spec §2 send screen, §5, §8, §9): the sandbox by default, the live service when configured.
import type { CarrierAdapter } from '../adapter.ts';
import type { LiveOptions, SandboxOptions } from '../kit.ts';
import { dynalogicCarrier } from './carrier.ts';
import { dynalogicLive } from './live.ts';
import { parcelSandbox } from '../shared/parcel-sandbox.ts';
import { dynalogicSandboxTracking, dynalogicState } from './status.ts';

export const sandbox = (options: SandboxOptions): CarrierAdapter =>
  parcelSandbox(dynalogicCarrier, (phase) => dynalogicState(dynalogicSandboxTracking(phase)), options);

export const live = (options: LiveOptions): CarrierAdapter => dynalogicLive(options);
