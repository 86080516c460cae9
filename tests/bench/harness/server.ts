// The real server as the benchmarks run it: its own process, a given port and environment.
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { build } from 'vite';

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `src/server/main.ts` and resolves once it answers; a first start may seed many orders first. */
export async function startBenchServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; !(await fetch(`${url}/gateway/api/env`).then((r) => r.ok, () => false)); waited += 250) {
    if (child.exitCode !== null) throw new Error(`server stopped with code ${child.exitCode}`);
    if (waited > 180_000) throw new Error('server did not start within 3 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The auth record a login returns; the benchmarks put it in localStorage instead of typing it in. */
export async function logInByApi(url: string, user = 'medewerker'): Promise<{ token: string }> {
  const response = await fetch(`${url}/gateway/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `login=${user}&password=welkom01`,
  });
  return response.json();
}

/** The client as users get it: a production build. */
export const buildClient = (outDir: string) =>
  build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
