// CPU outside the server instances during a `npm run bench:peak` level: the PostgreSQL processes (read from
// /proc/<pid>/stat, found through pg_stat_activity) and the whole machine (/proc/stat). Linux only; elsewhere the
// figures stay empty.
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK; 100 on Linux). */
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 1000;

export interface SystemCpu {
  /** Percent of one core: the backends serving the bench's instances (application_name bench_peak_*). */
  postgresBench: number | null;
  /** Percent of one core: PostgreSQL's own processes (autovacuum, WAL writer, checkpointer …), for the whole server. */
  postgresBackground: number | null;
  /** Percent of the whole machine (all cores), busy with anything: other users of this shared machine included. */
  machine: number | null;
  cores: number;
}

interface Backend {
  pid: number;
  bench: boolean;
  startedAt: Date;
}

/** utime + stime of a process in ticks; undefined when it is gone. */
async function processTicks(pid: number): Promise<number | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  // The command name in parentheses may hold spaces; the fields after it start with the state (field 3).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Busy and total ticks of all cores together. */
async function machineTicks(): Promise<{ busy: number; total: number } | undefined> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => undefined);
  if (!stat) return undefined;
  const [, ...values] = stat.split('\n')[0].trim().split(/\s+/).map(Number);
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = values[3] + values[4];
  return { busy: total - idle, total };
}

/**
 * Samples every second from start() until stop(). A backend that appears during the period counts from its start;
 * one that ends loses its last second at most.
 */
export function sampleSystemCpu(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench_monitor' });
  const first = new Map<number, number>();
  const last = new Map<number, { ticks: number; bench: boolean }>();
  let startedAt = new Date();
  let machineStart: { busy: number; total: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let sampling = Promise.resolve();

  async function backends(): Promise<Backend[]> {
    const { rows } = await client.query<{ pid: number; application_name: string; backend_type: string; backend_start: Date }>(
      `SELECT pid, application_name, backend_type, backend_start FROM pg_stat_activity
        WHERE application_name LIKE 'bench\\_peak\\_%' OR backend_type <> 'client backend'`,
    );
    return rows.map((row) => ({ pid: row.pid, bench: row.backend_type === 'client backend', startedAt: row.backend_start }));
  }

  async function sample() {
    for (const backend of await backends()) {
      const ticks = await processTicks(backend.pid);
      if (ticks === undefined) continue;
      if (!first.has(backend.pid)) first.set(backend.pid, backend.startedAt > startedAt ? 0 : ticks);
      last.set(backend.pid, { ticks, bench: backend.bench });
    }
  }

  return {
    async start() {
      await client.connect();
      startedAt = new Date();
      machineStart = await machineTicks();
      await sample();
      timer = setInterval(() => {
        sampling = sampling.then(sample).catch(() => {});
      }, SAMPLE_MS);
    },
    async stop(): Promise<SystemCpu> {
      clearInterval(timer);
      await sampling;
      await sample().catch(() => {});
      const seconds = (Date.now() - startedAt.getTime()) / 1000;
      const machineEnd = await machineTicks();
      await client.end();
      const percent = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 1000) / 10;
      let bench = 0;
      let background = 0;
      for (const [pid, { ticks, bench: isBench }] of last) {
        const used = ticks - first.get(pid)!;
        if (isBench) bench += used;
        else background += used;
      }
      const machine = machineStart && machineEnd
        ? Math.round(((machineEnd.busy - machineStart.busy) / (machineEnd.total - machineStart.total)) * 1000) / 10
        : null;
      const found = last.size > 0;
      return {
        postgresBench: found ? percent(bench) : null,
        postgresBackground: found ? percent(background) : null,
        machine,
        cores: cpus().length,
      };
    },
  };
}
