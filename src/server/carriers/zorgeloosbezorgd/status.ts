// ZorgeloosBezorgd's status words (our own clean shape, live.ts) mapped to our states.
import type { TrackingState } from '../../../shared/domain/carriers.ts';
import type { SandboxPhase } from '../shared/sandbox-progress.ts';

export const ZORGELOOSBEZORGD_STATUSES: Readonly<Record<string, { state: TrackingState; words: string }>> = {
  AANGEMELD: { state: 'aangemeld', words: 'Aangemeld' },
  GESORTEERD: { state: 'onderweg', words: 'Gesorteerd' },
  ONDERWEG: { state: 'onderweg', words: 'Onderweg' },
  BEZORGD: { state: 'bezorgd', words: 'Bezorgd' },
  BEZORGD_BUREN: { state: 'bij_de_buren', words: 'Bezorgd bij de buren' },
  NIET_THUIS: { state: 'niet_bezorgd', words: 'Niemand thuis' },
  RETOUR: { state: 'retour', words: 'Retour' },
  GEWEIGERD: { state: 'probleem', words: 'Geweigerd door de ontvanger' },
};

export function zorgeloosBezorgdState(status: string): { state: TrackingState; detail: string } {
  const known = ZORGELOOSBEZORGD_STATUSES[status];
  return known ? { state: known.state, detail: `${known.words} (${status})` } : { state: 'probleem', detail: `Onbekende status (${status})` };
}

const SANDBOX_STATUS: Readonly<Record<SandboxPhase, string>> = {
  announced: 'AANGEMELD',
  sorted: 'GESORTEERD',
  out: 'ONDERWEG',
  delivered: 'BEZORGD',
  neighbours: 'BEZORGD_BUREN',
  failed: 'NIET_THUIS',
};

export const zorgeloosBezorgdSandboxStatus = (phase: SandboxPhase) => SANDBOX_STATUS[phase];
