#!/usr/bin/env node
// npm test: type check, the unit/api/ui suites, then the browser suite in Debian's Chromium.
// Without Chromium the browser suite is skipped with a loud notice, unless E2E_REQUIRED=1 (CI), where that fails.
// Every step runs on the Node that runs this script, the one `npm ci` installed (see require-node.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';
import { requireSupportedNode } from './require-node.mjs';

requireSupportedNode();
console.log(`npm test on Node ${process.version}`);
const PATH = [dirname(process.execPath), process.env.PATH].join(delimiter);

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PATH, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const banner = (lines) => console.log(['', '!'.repeat(72), ...lines.map((line) => `!! ${line}`), '!'.repeat(72), ''].join('\n'));

run('npx', ['tsc', '--noEmit', '-p', '.']);
run('npx', ['vitest', 'run', '--project', 'server', '--project', 'client']);

const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
if (!chromium) {
  const required = process.env.E2E_REQUIRED === '1';
  banner([
    `BROWSER TESTS ${required ? 'FAILED' : 'SKIPPED'}: no Chromium at /usr/bin/chromium or $CHROMIUM_PATH.`,
    "Install Debian's chromium (apt-get install -y chromium) to run them.",
  ]);
  process.exit(required ? 1 : 0);
}
run('npx', ['vitest', 'run', '--project', 'e2e'], { CHROMIUM_PATH: chromium });
