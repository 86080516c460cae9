// The server instances of `npm run bench:peak`: tests/bench/peak-server.ts forked per instance, and its IPC questions.
import { fork, type ChildProcess } from 'node:child_process';
import type { InstanceMetrics } from './peak-protocol.ts';

export interface PeakInstance {
  name: string;
  url: string;
  seedMs: number;
  /** The seeding instance's first tracking sweep over the seeded parcels. */
  trackingCatchUp?: { parcels: number; ms: number };
  resetMetrics(): Promise<void>;
  readMetrics(): Promise<InstanceMetrics>;
  stop(): Promise<void>;
}

function answer<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const listen = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', listen);
      child.off('exit', stopped);
      resolve(message as T);
    };
    const stopped = (code: number | null) => reject(new Error(`bench server stopped with code ${code}`));
    child.on('message', listen);
    child.once('exit', stopped);
  });
}

/**
 * Starts one instance on the shared schema. Its pool connections carry `application_name` = `bench_peak_<name>`
 * (node-postgres reads PGAPPNAME), so the PostgreSQL backends that serve it can be found in pg_stat_activity.
 */
export async function startInstance(name: string, env: Record<string, string>): Promise<PeakInstance> {
  const child = fork(new URL('./peak-server.ts', import.meta.url), {
    env: { ...process.env, ...env, PGAPPNAME: `bench_peak_${name}`, LOG_LEVEL: 'warn' },
    // BENCH_PROFILE_DIR: each instance writes a CPU profile there when it stops, to see where its time went.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [])],
  });
  const ready = await answer<{ port: number; seedMs: number; trackingCatchUp?: PeakInstance['trackingCatchUp'] }>(child, 'ready');
  const ask = <T>(type: string, reply: string) => {
    const answered = answer<T>(child, reply);
    child.send({ type });
    return answered;
  };
  return {
    name,
    url: `http://127.0.0.1:${ready.port}`,
    seedMs: ready.seedMs,
    trackingCatchUp: ready.trackingCatchUp,
    resetMetrics: async () => void (await ask('metrics-reset', 'metrics-reset')),
    readMetrics: async () => (await ask<{ metrics: InstanceMetrics }>('metrics-read', 'metrics')).metrics,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}
