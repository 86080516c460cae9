// Dynalogic's tracking words (its lookup `transportorder/full/ordernumber/{order}/zipcode/{postcode}` answers a
// Scenario and the ActiveStep 1–4 of its track) mapped to our states. Steps 1–3 are the way there; at step 4 the
// scenario tells how it ended. A failed or returned scenario counts at any step.
import type { TrackingState } from '../../../shared/domain/carriers.ts';
import type { SandboxPhase } from '../shared/sandbox-progress.ts';

export interface DynalogicTracking {
  Scenario: string;
  ActiveStep: number;
}

const STEPS: Readonly<Record<number, { state: TrackingState; words: string }>> = {
  1: { state: 'aangemeld', words: 'Aangemeld' },
  2: { state: 'onderweg', words: 'In het depot' },
  3: { state: 'onderweg', words: 'Onderweg naar de ontvanger' },
};

/** How a track ended (step 4), or went wrong before that. */
export const DYNALOGIC_SCENARIOS: Readonly<Record<string, { state: TrackingState; words: string }>> = {
  DEL_DEF: { state: 'bezorgd', words: 'Afgeleverd' },
  DEL_NBR: { state: 'bij_de_buren', words: 'Afgeleverd bij de buren' },
  DEL_FAIL: { state: 'niet_bezorgd', words: 'Niet afgeleverd' },
  RET: { state: 'retour', words: 'Retour afzender' },
};

const FAILED_ON_THE_WAY = new Set(['DEL_FAIL', 'RET']);

export function dynalogicState({ Scenario, ActiveStep }: DynalogicTracking): { state: TrackingState; detail: string } {
  const scenario = DYNALOGIC_SCENARIOS[Scenario];
  const code = `(${Scenario}, stap ${ActiveStep})`;
  if (scenario && (ActiveStep === 4 || FAILED_ON_THE_WAY.has(Scenario))) return { state: scenario.state, detail: `${scenario.words} ${code}` };
  const step = STEPS[ActiveStep];
  if (step) return { state: step.state, detail: `${step.words} ${code}` };
  return { state: 'probleem', detail: `Onbekende status ${code}` };
}

const SANDBOX_TRACKING: Readonly<Record<SandboxPhase, DynalogicTracking>> = {
  announced: { Scenario: 'DEL_DEF', ActiveStep: 1 },
  sorted: { Scenario: 'DEL_DEF', ActiveStep: 2 },
  out: { Scenario: 'DEL_DEF', ActiveStep: 3 },
  delivered: { Scenario: 'DEL_DEF', ActiveStep: 4 },
  neighbours: { Scenario: 'DEL_NBR', ActiveStep: 4 },
  failed: { Scenario: 'DEL_FAIL', ActiveStep: 4 },
};

/** What Dynalogic's lookup would answer for a sandbox parcel in `phase`. */
export const dynalogicSandboxTracking = (phase: SandboxPhase) => SANDBOX_TRACKING[phase];
