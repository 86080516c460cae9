import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    clientDir: string;
  }
}

/** Builds the client once per run, as `npm start` would, into a folder of its own. */
export default async function buildClient(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'werkplaats-e2e-client-'));
  // vitest sets NODE_ENV=test, which would bundle React's development build; test what users get.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  project.provide('clientDir', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
