// The JavaScript a first visit downloads: the scripts index.html loads eagerly (entry and modulepreload), gzipped,
// and which lazy chunk holds a given package, from the build's own module list.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const gzipKb = async (file: string) => kb(gzipSync(await readFile(file)).length);

/** Each script index.html loads before the app runs, with its gzip size in kB. */
export async function eagerScripts(clientDir: string): Promise<{ file: string; gzipKb: number }[]> {
  const html = await readFile(join(clientDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  return Promise.all(files.map(async (file) => ({ file, gzipKb: await gzipKb(join(clientDir, file)) })));
}

/** The chunks that hold modules of `packageName` (e.g. '@zxing/'), with their gzip size and whether they load lazily. */
export async function chunksHolding(clientDir: string, output: Rolldown.RolldownOutput, packageName: string) {
  const eager = new Set((await eagerScripts(clientDir)).map((script) => script.file));
  const holds = (id: string) => id.includes(`/node_modules/${packageName}`);
  const chunks = output.output.filter((item) => item.type === 'chunk' && item.moduleIds.some(holds));
  return Promise.all(chunks.map(async (chunk) => ({
    file: chunk.fileName, gzipKb: await gzipKb(join(clientDir, chunk.fileName)), lazy: !eager.has(chunk.fileName),
  })));
}
