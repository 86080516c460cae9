// A card printer that takes minutes per job (CUPS's ippeveprinter, tests/helpers/ipp-printer.ts), added to a data
// folder before its server's first start, and chosen for a document of the workstation's location through the API.
import { execFileSync } from 'node:child_process';
import { startIppPrinter, type IppPrinter } from '../../helpers/ipp-printer.ts';

export const SLOW_PRINTER_ID = 'bench-slow';

/** Starts the printer and stores it in `dataDir`'s database (`npm run printer -- add`), before the server runs there. */
export async function addSlowPrinter(dataDir: string, jobSeconds: number): Promise<IppPrinter> {
  const printer = await startIppPrinter({ jobSeconds });
  execFileSync(
    process.execPath,
    ['src/server/cli/printer.ts', 'add', SLOW_PRINTER_ID, '--provider', 'ipp', '--display', 'Trage kaartjesprinter (bench)', '--url', printer.url],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' }, stdio: 'inherit' },
  );
  return printer;
}

/** Sets the location's `document` printer (e.g. card1) as an administrator would at Beheer → Locatie. */
export async function choosePrinter(base: string, adminToken: string, document: string, printerId: string) {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const location = await (await fetch(`${base}/gateway/api/workbench/location`, { headers })).json();
  const response = await fetch(`${base}/gateway/api/workbench/location/${encodeURIComponent(location.name)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ name: location.name, printers: { ...location.printers, [document]: printerId } }),
  });
  if (!response.ok) throw new Error(`location ${location.name} not saved: ${response.status} ${await response.text()}`);
}
