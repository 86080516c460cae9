import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const execute = promisify(execFile);

describe('npm run printer: the printers a location can choose', () => {
  let dataDir: string;
  const printer = async (...args: string[]) => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    try {
      const { stdout, stderr } = await execute(process.execPath, ['src/server/cli/printer.ts', ...args], { env });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'werkplaats-printer-cli-'));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    await execute(process.execPath, ['src/server/cli/seed.ts', '--orders', '1'], { env });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('adds an IPP printer, lists it with the demo printers and what each prints, and removes it', async () => {
    const added = await printer('add', 'kantoor-ipp', '--provider', 'ipp', '--display', 'Kantoorprinter', '--url', 'ipp://192.168.1.50/ipp/print', '--computer', 'PC-KANTOOR');
    expect(added).toMatchObject({ code: 0 });
    expect(added.stdout).toContain('Printer kantoor-ipp (Kantoorprinter) is opgeslagen');

    const listed = (await printer('list')).stdout.trim().split('\n').map((line) => line.split('\t'));
    expect(listed).toContainEqual(['kantoor-ipp', 'ipp', 'Kantoorprinter', 'PC-KANTOOR', 'Gereed', '']);
    expect(listed.find(([id]) => id === 'ams-orders')?.[5]).toBe('Amsterdam:order');

    expect(await printer('remove', 'kantoor-ipp')).toMatchObject({ code: 0, stdout: 'Printer kantoor-ipp is verwijderd.\n' });
    expect((await printer('list')).stdout).not.toContain('kantoor-ipp');
  });

  it('refuses what would not print: an IPP printer without address, an unknown provider, removing a chosen printer', async () => {
    const noUrl = await printer('add', 'x', '--provider', 'ipp', '--display', 'X');
    expect(noUrl.code).toBe(2);
    expect(noUrl.stderr).toContain('Een IPP-printer heeft --url nodig');

    const provider = await printer('add', 'x', '--provider', 'cups', '--display', 'X');
    expect(provider.code).toBe(2);
    expect(provider.stderr).toContain('--provider moet een van spool, ipp, printnode zijn.');

    const chosen = await printer('remove', 'ams-orders');
    expect(chosen.code).toBe(1);
    expect(chosen.stderr).toContain('Printer ams-orders is nog gekozen voor Amsterdam (order)');
    expect((await printer('list')).stdout).toContain('ams-orders');
  });
});
