// What the simulated workstations of one `npm run bench:peak` level did: every action's time and outcome, and how
// long a change took to reach the live sockets of the workstations on the other instance.

export const ACTIONS = ['list', 'open', 'edit', 'print', 'register', 'mail'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * 'conflict': a 409 that working on what another workstation just changed is meant to get (an edit with a stale
 * version, a registration of an order a colleague registered meanwhile); 'skipped': nothing to do (no order open,
 * already registered when opened, no carrier fits).
 */
export type Outcome = 'ok' | 'conflict' | 'error' | 'skipped';

export interface ActionSummary {
  action: Action;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  conflicts: number;
  errors: number;
  skipped: number;
  /** A few of the errors: status and the server's message. */
  errorSamples: string[];
}

export interface LiveDelay {
  /** Change on one instance → socket message at a workstation on the other (ms). */
  otherP50: number;
  otherP95: number;
  otherCount: number;
  /** The same, at the other workstations on the instance that made the change. */
  sameP50: number;
  sameP95: number;
}

/** How long a change is watched for: a message later than this is not the change's (or the bench is broken). */
const CHANGE_WATCH_MS = 10_000;
const ERROR_SAMPLES = 3;

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

interface WatchedChange {
  instance: string;
  startedAt: number;
  seenBy: Set<number>;
  forget: NodeJS.Timeout;
}

export class PeakRecorder {
  private readonly times = new Map<Action, number[]>(ACTIONS.map((action) => [action, []]));
  private readonly outcomes = new Map<Action, Record<Outcome, number>>(
    ACTIONS.map((action) => [action, { ok: 0, conflict: 0, error: 0, skipped: 0 }]),
  );
  private readonly errorSamples = new Map<Action, Set<string>>(ACTIONS.map((action) => [action, new Set()]));
  private readonly changes = new Map<number, WatchedChange>();
  private readonly otherDelays: number[] = [];
  private readonly sameDelays: number[] = [];
  private measuring = false;
  private readonly messages = new Map<string, number>();

  /** Keeps what happens from now on; before, the workstations warm up unrecorded. */
  start() {
    this.measuring = true;
  }

  record(action: Action, ms: number, outcome: Outcome, error?: string) {
    if (!this.measuring) return;
    this.outcomes.get(action)![outcome]++;
    if (outcome === 'skipped') return;
    this.times.get(action)!.push(ms);
    const samples = this.errorSamples.get(action)!;
    if (error && samples.size < ERROR_SAMPLES) samples.add(error);
  }

  /** A message of this type arrived at a workstation's socket. */
  socketMessage(type: string) {
    if (this.measuring) this.messages.set(type, (this.messages.get(type) ?? 0) + 1);
  }

  /** The socket messages all workstations got, by type. */
  socketMessages(): Record<string, number> {
    return Object.fromEntries(this.messages);
  }

  /** A workstation on `instance` is about to change the order; the sockets' messages about it are timed from now. */
  changeStarted(orderId: number, instance: string) {
    this.changeEnded(orderId);
    if (!this.measuring) return;
    const forget = setTimeout(() => this.changes.delete(orderId), CHANGE_WATCH_MS);
    forget.unref();
    this.changes.set(orderId, { instance, startedAt: performance.now(), seenBy: new Set(), forget });
  }

  /** The change was refused (409) or failed: no message will come for it. */
  changeEnded(orderId: number) {
    clearTimeout(this.changes.get(orderId)?.forget);
    this.changes.delete(orderId);
  }

  /** Workstation `workstation` on `instance` heard that the order changed. */
  heard(orderId: number, instance: string, workstation: number) {
    const change = this.changes.get(orderId);
    if (!change || change.seenBy.has(workstation)) return;
    change.seenBy.add(workstation);
    (change.instance === instance ? this.sameDelays : this.otherDelays).push(performance.now() - change.startedAt);
  }

  actions(): ActionSummary[] {
    return ACTIONS.map((action) => {
      const times = this.times.get(action)!;
      const outcome = this.outcomes.get(action)!;
      return {
        action,
        count: times.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        conflicts: outcome.conflict,
        errors: outcome.error,
        skipped: outcome.skipped,
        errorSamples: [...this.errorSamples.get(action)!],
      };
    });
  }

  liveDelay(): LiveDelay {
    return {
      otherP50: percentile(this.otherDelays, 50),
      otherP95: percentile(this.otherDelays, 95),
      otherCount: this.otherDelays.length,
      sameP50: percentile(this.sameDelays, 50),
      sameP95: percentile(this.sameDelays, 95),
    };
  }

  close() {
    for (const change of this.changes.values()) clearTimeout(change.forget);
    this.changes.clear();
  }
}
