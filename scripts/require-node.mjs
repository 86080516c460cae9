#!/usr/bin/env node
// The product and its tests run on the Node that `npm ci` installs from the `node` package: npm scripts find it
// first on their PATH (node_modules/.bin). Were its install script skipped, the machine's own, older Node would take
// its place without a word; stop with a clear message instead.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const parts = (version) => version.match(/\d+/g).map(Number);

/** Exits the process when this Node is older than package.json's `engines.node` (written as `>=major.minor`). */
export const requireSupportedNode = () => {
  const wanted = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
  const [wantedMajor, wantedMinor] = parts(wanted);
  const [major, minor] = parts(process.versions.node);
  if (major > wantedMajor || (major === wantedMajor && minor >= wantedMinor)) return;
  console.error(
    `Werkplaats needs Node ${wanted}, this is ${process.version} (${process.execPath}).\n` +
      'Run `npm ci`: it installs Node 24 as the `node` package (its install script is allowed in package.json).',
  );
  process.exit(1);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) requireSupportedNode();
