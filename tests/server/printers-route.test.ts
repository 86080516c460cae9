import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { PrinterState, PrintProvider as PrintProviderName } from '../../src/shared/domain/printing.ts';
import { createPrinterDirectory } from '../../src/server/print/printer-directory.ts';
import type { PrintProvider } from '../../src/server/print/providers/types.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('printers on %s', (kind) => {
  const t = useTestApp(kind);

  const listPrinters = async () => {
    const response = await t.app.inject({ url: '/gateway/api/workbench/printer', headers: bearer(t.staff) });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; state: PrinterState }[];
  };
  const storedState = async (id: string) =>
    (await t.database.pool.query<{ state: string }>('SELECT state FROM printers WHERE id = $1', [id])).rows[0].state;

  it('lists every printer with name, computer, provider and the state its provider reports now', async () => {
    const printers = await listPrinters();
    expect(printers.find((printer) => printer.id === 'ams-orders')).toEqual({
      id: 'ams-orders',
      name: 'HP LaserJet Pro M404dn',
      displayName: 'Orderprinter Amsterdam',
      computerName: 'WERKPLAATS-PC1',
      provider: 'spool',
      state: 'idle',
    });
    // The examples point at no real printer: an IPP address that does not resolve, PrintNode without an API key.
    expect(printers.find((printer) => printer.id === 'ams-network')?.state).toBe('offline');
    expect(printers.find((printer) => printer.id === 'ams-cloud')?.state).toBe('disconnected');
    expect(printers.every((printer) => !('settings' in printer))).toBe(true);
  });

  it('reads a changed printer again at once and stores what it says', async () => {
    await listPrinters();
    await writeFile(join(t.config.dataDir, 'blocked'), 'a file where the spool folder should go');
    await t.database.pool.query(`UPDATE printers SET settings = '{"folder": "blocked/labels"}' WHERE id = 'utr-labels'`);
    const printers = await listPrinters();
    expect(printers.find((printer) => printer.id === 'utr-labels')?.state).toBe('error');
    expect(await storedState('utr-labels')).toBe('error');
  });

  describe('directory', () => {
    /** Providers that answer `answer` and count how often they were asked. */
    function countingProviders(answer: (provider: PrintProviderName) => Promise<PrinterState>) {
      const calls: string[] = [];
      const provider = (name: PrintProviderName): PrintProvider => ({
        send: async () => ({ reference: 'x' }),
        state: async (printer) => {
          calls.push(printer.id);
          return answer(name);
        },
      });
      return { calls, providers: { spool: provider('spool'), ipp: provider('ipp'), printnode: provider('printnode') } };
    }

    it('asks each printer once per cache period, also when requests overlap', async () => {
      const { calls, providers } = countingProviders(async () => 'online');
      const directory = createPrinterDirectory(t.database.pool, providers, { stateCacheMs: 5000 });
      // Only the clock is faked: the database keeps its real timers.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const [first] = await Promise.all([directory.list(), directory.list(), directory.get('ams-orders')]);
        expect(first.every((printer) => printer.state === 'online')).toBe(true);
        expect(calls).toHaveLength(first.length);
        vi.setSystemTime(Date.now() + 4900);
        await directory.list();
        expect(calls).toHaveLength(first.length);
        vi.setSystemTime(Date.now() + 200);
        await directory.list();
        expect(calls).toHaveLength(2 * first.length);
      } finally {
        vi.useRealTimers();
      }
    });

    it('counts a printer that does not answer in time as offline, and a provider that throws as an error', async () => {
      const { providers } = countingProviders((provider) =>
        provider === 'ipp' ? new Promise(() => {}) : provider === 'printnode' ? Promise.reject(new Error('kapot')) : Promise.resolve('idle'),
      );
      const directory = createPrinterDirectory(t.database.pool, providers, { stateTimeoutMs: 100 });
      const started = Date.now();
      const printers = await directory.list();
      expect(Date.now() - started).toBeLessThan(2000);
      expect(printers.find((printer) => printer.id === 'ams-network')?.state).toBe('offline');
      expect(printers.find((printer) => printer.id === 'ams-cloud')?.state).toBe('error');
      expect(await storedState('ams-cloud')).toBe('error');
    });

    it('gives one printer with its settings and live state, or nothing for an unknown id', async () => {
      const { providers } = countingProviders(async () => 'out_of_paper');
      const directory = createPrinterDirectory(t.database.pool, providers);
      expect(await directory.get('ams-cards')).toEqual({
        id: 'ams-cards',
        name: 'Brother HL-L2350DW',
        displayName: 'Kaartjesprinter Amsterdam',
        computerName: 'WERKPLAATS-PC1',
        provider: 'spool',
        settings: { folder: 'spool/ams-cards' },
        state: 'out_of_paper',
      });
      expect(await directory.get('bestaat-niet')).toBeUndefined();
    });
  });
});
