#!/usr/bin/env node
// `npm run build` builds the client once into dist/client; `npm start` calls this with --if-stale and builds only
// when a source is newer than that build (or there is none), so a fresh clone still starts with one command.
// The server needs no build: Node 24 runs its TypeScript as is (type stripping; tsconfig's erasableSyntaxOnly keeps
// it that way).
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist', 'client');
const stamp = join(outDir, '.built');
/** What the client bundle is made from. */
const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'src/client', 'src/shared', 'commands', 'keymaps', 'public'];

/** The newest file under `path`, as [mtime, path]. */
function newest(path) {
  if (!existsSync(path)) return [0, path];
  const stats = statSync(path);
  if (!stats.isDirectory()) return [stats.mtimeMs, path];
  return readdirSync(path).reduce((best, name) => {
    const candidate = newest(join(path, name));
    return candidate[0] > best[0] ? candidate : best;
  }, [0, path]);
}

function staleBecause() {
  if (!existsSync(stamp)) return 'er is nog geen build';
  const built = statSync(stamp).mtimeMs;
  const [changed, path] = SOURCES.map((source) => newest(join(root, source))).reduce((a, b) => (b[0] > a[0] ? b : a));
  return changed > built ? `${relative(root, path)} is nieuwer dan de build` : null;
}

async function build() {
  let vite;
  try {
    vite = await import('vite');
  } catch {
    console.error(
      'De client moet (opnieuw) gebouwd worden, maar vite is niet geïnstalleerd (npm ci --omit=dev?).\n' +
        'Bouw hem met `npm ci && npm run build` en zet dist/client naast de server, of installeer met devDependencies.',
    );
    process.exit(1);
  }
  await vite.build({ root, logLevel: 'warn' });
  writeFileSync(stamp, new Date().toISOString() + '\n');
}

const onlyIfStale = process.argv.includes('--if-stale');
const reason = onlyIfStale ? staleBecause() : 'npm run build';
if (reason) {
  console.log(`Client bouwen (${reason})…`);
  await build();
} else {
  console.log('Client is actueel (dist/client)');
}
