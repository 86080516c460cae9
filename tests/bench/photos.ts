// npm run bench:photos — attachments with a fresh database: uploading a 12-megapixel phone photo (stored
// re-encoded), its first thumbnails (48×48 for the attachments panel, 170 wide for the photo screen) and the same
// thumbnails again from the cache; and the initial JavaScript, with the lazy chunk the camera scanner (@zxing) is in.
// Figures, not a test; see the README.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rolldown } from 'vite';
import type { AttachmentFile } from '../../src/shared/schema/attachments.ts';
import { phonePhoto } from '../helpers/attachment-files.ts';
import { chunksHolding, eagerScripts } from './harness/initial-js.ts';
import { buildClient, logInByApi, startBenchServer } from './harness/server.ts';

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const PORT = 8097;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
};
const spread = (values: number[]) => `p50 ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

async function fetchOk(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response;
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-bench-photos-'));
  const clientDir = join(dataDir, 'client');
  const build = (await buildClient(clientDir)) as Rolldown.RolldownOutput;
  const eager = await eagerScripts(clientDir);
  const scanner = await chunksHolding(clientDir, build, '@zxing/');

  const photo = await phonePhoto();
  const server = await startBenchServer(PORT, { DATA_DIR: dataDir, CLIENT_DIR: clientDir, SEED_ORDERS: '50', DATABASE_URL: '' });
  try {
    const { token } = await logInByApi(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const list = await (await fetchOk(`${server.url}/gateway/api/workbench/order?tags[]=unprocessed&pageSize=1`, { headers })).json();
    const attachments = `${server.url}/gateway/api/workbench/order/${list.data[0].id}/attachment`;

    const uploads: number[] = [];
    const stored: AttachmentFile[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const form = new FormData();
      form.append('name', `boeket-${i}.jpg`);
      form.append('file', new Blob([photo], { type: 'image/jpeg' }), `IMG_${i}.JPG`);
      const { ms, result } = await timed(async () => (await fetchOk(attachments, { method: 'POST', headers, body: form })).json());
      uploads.push(ms);
      stored.push(result);
    }
    const wide = new Map(
      ((await (await fetchOk(`${attachments}?width=170&height=0&zc=0`, { headers })).json()).data as AttachmentFile[])
        .map((file) => [file.id, file.thumbnailUrl!]),
    );
    const download = (path: string) => timed(async () => (await fetchOk(`${server.url}${path}`)).arrayBuffer());
    const firstSmall: number[] = [], firstWide: number[] = [], cached: number[] = [];
    for (const file of stored) firstSmall.push((await download(file.thumbnailUrl!)).ms);
    for (const file of stored) firstWide.push((await download(wide.get(file.id)!)).ms);
    for (const file of stored) cached.push((await download(file.thumbnailUrl!)).ms, (await download(wide.get(file.id)!)).ms);

    const eagerKb = Math.round(eager.reduce((sum, script) => sum + script.gzipKb, 0) * 10) / 10;
    const rows = [
      [`Upload of a 12-megapixel JPEG (${(photo.length / 1e6).toFixed(1)} MB, ${UPLOADS}×)`, spread(uploads)],
      ['Stored after re-encoding', `${(stored[0].sizeBytes / 1e6).toFixed(1)} MB`],
      ['First thumbnail 48×48 (made from the 12 MP original)', spread(firstSmall)],
      ['First thumbnail 170 wide', spread(firstWide)],
      ['Cached thumbnail (48×48 and 170 wide)', spread(cached)],
      [`Initial JavaScript, gzip (${eager.length} scripts: entry and modulepreload)`, `${eagerKb} kB`],
      ['Chunk with @zxing (camera scanner)', scanner.length
        ? scanner.map((chunk) => `${chunk.file} ${chunk.gzipKb} kB ${chunk.lazy ? 'lazy' : 'EAGER'}`).join('; ')
        : 'none in the build'],
    ];
    console.log(`\nPhotos and attachments on ${server.url} (fresh PGlite database)\n`);
    console.log(['| measure | result |', '|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n'));
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
