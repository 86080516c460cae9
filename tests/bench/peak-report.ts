// The tables and the closing analysis of `npm run bench:peak`, from the results of its levels.
import type { InstanceMetrics } from './peak-protocol.ts';
import type { ActionSummary, LiveDelay } from './peak-recorder.ts';
import type { SystemCpu } from './peak-system-cpu.ts';
import { ACTIONS_PER_MINUTE, PEAK_MIX } from './peak-workstation.ts';

export interface LevelResult {
  workstations: number;
  seconds: number;
  speedup: number;
  /** All workstations together, per minute of the run. */
  plannedActionsPerMinute: number;
  doneActionsPerMinute: number;
  actions: ActionSummary[];
  instances: { name: string; workstations: number; metrics: InstanceMetrics }[];
  system: SystemCpu;
  /** This process, which plays the workstations: if it lags, the latencies it measures grow with it. */
  generator: { cpu: number; lagP99: number };
  live: LiveDelay;
  /** By message type. */
  socketMessagesPerWorkstation: Record<string, number>;
}

const round = (value: number, digits = 1) => (Number.isFinite(value) ? Number(value.toFixed(digits)) : '–');
const cell = (value: number | null) => (value === null ? '–' : round(value));
const table = (header: string[], rows: (string | number)[][]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

export function actionTable(levels: LevelResult[]): string {
  return table(
    ['workstations', 'action', 'per ws per min (real)', 'count', 'p50 ms', 'p95 ms', 'p99 ms', '409 (expected)', 'errors', 'skipped'],
    levels.flatMap((level) => level.actions.map((action) => [
      level.workstations, action.action, PEAK_MIX[action.action], action.count, round(action.p50), round(action.p95),
      round(action.p99), action.conflicts, action.errors, action.skipped,
    ])),
  );
}

export function instanceTable(levels: LevelResult[]): string {
  return table(
    ['workstations', 'instance', 'sockets', 'loop lag p50 ms', 'p99 ms', 'max ms', 'CPU user %', 'CPU system %', 'CPU % of a core',
      'pool busy (of 10)', 'pool waiting mean / max', 'RSS MB'],
    levels.flatMap((level) => level.instances.map(({ name, metrics: m }) => [
      level.workstations, name, m.sockets, m.lagP50, m.lagP99, m.lagMax, m.cpuUser, m.cpuSystem, round(m.cpuUser + m.cpuSystem),
      m.poolBusyMean, `${m.poolWaitingMean} / ${m.poolWaitingMax}`, m.rssMb,
    ])),
  );
}

/** Percent of one core the machine spent on other work than the bench's processes (others share this machine). */
function outsideTheBench(level: LevelResult): number | null {
  const { machine, cores, postgresBench, postgresBackground } = level.system;
  if (machine === null) return null;
  const instances = level.instances.reduce((sum, { metrics }) => sum + metrics.cpuUser + metrics.cpuSystem, 0);
  const ours = instances + (postgresBench ?? 0) + (postgresBackground ?? 0) + level.generator.cpu;
  return Math.max(0, machine * cores - ours);
}

export function levelTable(levels: LevelResult[]): string {
  return table(
    ['workstations', 'actions/min planned → done', 'PostgreSQL backends CPU %', 'PostgreSQL background CPU %',
      `machine busy % (${levels[0]?.system.cores ?? '?'} cores)`, 'other work on the machine, % of a core', 'load generator CPU % / lag p99 ms',
      'live update: PUT sent on A → socket on B, p50 / p95 ms', 'same instance p50 / p95 ms', 'socket messages per ws, by type'],
    levels.map((level) => [
      level.workstations, `${Math.round(level.plannedActionsPerMinute)} → ${Math.round(level.doneActionsPerMinute)}`,
      cell(level.system.postgresBench), cell(level.system.postgresBackground), cell(level.system.machine), cell(outsideTheBench(level)),
      `${level.generator.cpu} / ${level.generator.lagP99}`,
      `${round(level.live.otherP50)} / ${round(level.live.otherP95)} (n=${level.live.otherCount})`,
      `${round(level.live.sameP50)} / ${round(level.live.sameP95)}`,
      Object.entries(level.socketMessagesPerWorkstation).map(([type, messages]) => `${type} ${messages}`).join(', '),
    ]),
  );
}

interface Costs {
  /** CPU milliseconds per action: both instances together, and the PostgreSQL backends serving them. */
  instanceMs: number;
  postgresMs: number;
  hottestInstance: number;
}

function costs(level: LevelResult): Costs {
  const actions = level.actions.reduce((sum, action) => sum + action.count, 0) || 1;
  const cpuMs = (percent: number) => (percent / 100) * level.seconds * 1000;
  const instancePercent = level.instances.reduce((sum, { metrics }) => sum + metrics.cpuUser + metrics.cpuSystem, 0);
  return {
    instanceMs: cpuMs(instancePercent) / actions,
    postgresMs: cpuMs(level.system.postgresBench ?? 0) / actions,
    hottestInstance: Math.max(...level.instances.map(({ metrics }) => metrics.cpuUser + metrics.cpuSystem)),
  };
}

/** Socket messages per second per workstation with `workstations` working at real speed: changes grow with them. */
const messagesPerSecondAt = (level: LevelResult, workstations: number) =>
  ((totalMessages(level) / level.seconds) * workstations) / (level.workstations * level.speedup);

const totalMessages = (level: LevelResult) =>
  Object.values(level.socketMessagesPerWorkstation).reduce((sum, messages) => sum + messages, 0);

/** The share of the CPU a server should plan to use at its peak: above it, queues make the p95 climb fast. */
const HEADROOM = 0.7;
/** Other work on the machine above this (percent of a core) makes a level's latencies the machine's, not ours. */
const SHARED_MACHINE_PERCENT = 25;

/** Real-speed workstations a CPU budget carries at the peak mix, given what one action costs. */
const workstationsFor = (coreMsPerSecond: number, msPerAction: number) =>
  Math.floor(coreMsPerSecond / (msPerAction * (ACTIONS_PER_MINUTE / 60)));

export function analysis(levels: LevelResult[]): string {
  const lines: string[] = [];
  for (const level of levels) {
    const { instanceMs, postgresMs, hottestInstance } = costs(level);
    const realEquivalent = level.workstations * level.speedup;
    const p95s = level.actions.map((action) => `${action.action} ${round(action.p95)}`).join(', ');
    const behind = Math.max(0, 1 - level.doneActionsPerMinute / level.plannedActionsPerMinute);
    const lagP99 = Math.max(...level.instances.map(({ metrics }) => metrics.lagP99));
    const waiting = Math.max(...level.instances.map(({ metrics }) => metrics.poolWaitingMax));
    const pressure = [
      { what: 'the busiest instance\'s CPU (one core per Node process)', used: hottestInstance / 100 },
      { what: 'the machine\'s CPU (all cores: both instances, PostgreSQL, the load generator)', used: (level.system.machine ?? 0) / 100 },
      { what: 'an instance\'s pool of 10 PostgreSQL connections', used: Math.max(...level.instances.map(({ metrics }) => metrics.poolBusyMean)) / 10 },
    ].sort((a, b) => b.used - a.used);
    lines.push(
      `- ${level.workstations} workstations at ${level.speedup}× speed (the request rate of ${realEquivalent} real workstations at the peak):`
      + ` p95 ${p95s} ms; ${Math.round(behind * 100)}% of the planned actions not done in time; event-loop lag p99 up to`
      + ` ${lagP99} ms; pool waits up to ${waiting}. Fullest first: ${pressure[0].what} at ${Math.round(pressure[0].used * 100)}%,`
      + ` then ${pressure[1].what} at ${Math.round(pressure[1].used * 100)}%.`
      + ` One action costs ${round(instanceMs, 2)} ms of instance CPU and ${round(postgresMs, 2)} ms of PostgreSQL CPU;`
      + ` other work on this shared machine took ${cell(outsideTheBench(level))}% of a core meanwhile.`,
    );
  }
  const last = levels.at(-1);
  if (last) {
    const { instanceMs, postgresMs } = costs(last);
    const cores = last.system.cores;
    const perInstance = workstationsFor(1000, instanceMs);
    const perMachine = workstationsFor(cores * 1000, instanceMs + postgresMs);
    lines.push(
      `- Estimate from the last level's costs (${ACTIONS_PER_MINUTE} actions per workstation per minute at the peak):`
      + ` one instance's core carries about ${perInstance} real workstations, two instances about ${2 * perInstance};`
      + ` a ${cores}-core machine of its own, instances and PostgreSQL together, about ${perMachine} at full CPU`
      + ` (about ${Math.floor(perMachine * HEADROOM)} keeping ${Math.round((1 - HEADROOM) * 100)}% free for the p95).`
      + ` 50 workstations need ${round((50 * ACTIONS_PER_MINUTE) / 60, 1)} actions/s:`
      + ` ${round(((50 * ACTIONS_PER_MINUTE) / 60) * instanceMs / 10, 0)}% of one core for the instances and`
      + ` ${round(((50 * ACTIONS_PER_MINUTE) / 60) * postgresMs / 10, 0)}% for PostgreSQL.`
      + ` Live updates grow with the square of the workstations (every change goes to every socket): at 50 real`
      + ` workstations each socket gets about ${round(messagesPerSecondAt(last, 50), 1)} messages/s,`
      + ` ${Math.round(messagesPerSecondAt(last, 50) * 50)} sends/s over both instances.`,
    );
  }
  const shared = levels.filter((level) => (outsideTheBench(level) ?? 0) > SHARED_MACHINE_PERCENT);
  if (shared.length > 0) {
    lines.push(
      `- This machine was shared: other work took more than ${SHARED_MACHINE_PERCENT}% of a core during the level(s) of`
      + ` ${shared.map((level) => level.workstations).join(', ')} workstations, so latencies there include waiting for a core.`,
    );
  }
  return lines.join('\n');
}
