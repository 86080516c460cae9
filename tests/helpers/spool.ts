import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, vi } from 'vitest';

/** The PDF a spool printer wrote for a print job, once the queue's worker has written it. */
export function spooledPdf(dataDir: string, printerId: string, jobId: number): Promise<Buffer> {
  return vi.waitFor(
    async () => {
      const folder = join(dataDir, 'spool', printerId);
      const name = (await readdir(folder).catch(() => [])).find((entry) => entry.startsWith(`${jobId}-`) && entry.endsWith('.pdf'));
      expect(name, `job ${jobId} in ${folder}`).toBeDefined();
      return readFile(join(folder, name!));
    },
    { timeout: 5000, interval: 20 },
  );
}
