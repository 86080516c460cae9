// The initial JavaScript of a client build: the scripts and module preloads its index.html names, each gzipped as
// the browser fetches it (design.md §8). npm run bench:ui reports the figure; the e2e suite fails past the budget.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_SCRIPT_BUDGET_KB = 200;

export async function initialScriptGzipKb(clientDir: string): Promise<number> {
  const html = await readFile(join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error(`${clientDir}/index.html names no scripts`);
  let bytes = 0;
  for (const script of scripts) bytes += gzipSync(await readFile(join(clientDir, script))).length;
  return Math.round(bytes / 102.4) / 10;
}
