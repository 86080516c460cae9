// The printers as the workbench sees them: stored in `printers`, each with the state its provider reports now.
import type { PrinterState, PrintProvider as PrintProviderName } from '../../shared/domain/printing.ts';
import type { Printer } from '../../shared/schema/workbench.ts';
import type { Db } from '../db/database.ts';
import { findPrinter, listPrinters, savePrinterStates, type StoredPrinter } from '../db/printers.ts';
import type { PrintProvider } from './providers/types.ts';

export interface PrinterDirectory {
  list(): Promise<Printer[]>;
  get(id: string): Promise<StoredPrinter | undefined>;
}

export interface PrinterDirectoryOptions {
  /** How long a state read stays good: a page of printers is not one network call per printer per request. */
  stateCacheMs?: number;
  /** A provider that has not answered by then counts as offline (providers have shorter limits of their own). */
  stateTimeoutMs?: number;
}

interface CachedState {
  /** Provider and settings the state was read with: a changed printer is read again at once. */
  key: string;
  state: Promise<PrinterState>;
  expires: number;
}

export function createPrinterDirectory(
  db: Db,
  providers: Record<PrintProviderName, PrintProvider>,
  { stateCacheMs = 5000, stateTimeoutMs = 4000 }: PrinterDirectoryOptions = {},
): PrinterDirectory {
  const cache = new Map<string, CachedState>();

  /** One read per printer at a time: requests meanwhile share the read under way. */
  function liveState(printer: StoredPrinter): Promise<PrinterState> {
    const key = `${printer.provider} ${JSON.stringify(printer.settings)}`;
    const now = Date.now();
    const cached = cache.get(printer.id);
    if (cached && cached.key === key && cached.expires > now) return cached.state;
    const state = withTimeLimit(providers[printer.provider].state(printer), stateTimeoutMs, 'offline')
      // Providers never throw by contract; one that does must not take the whole list down.
      .catch((): PrinterState => 'error');
    cache.set(printer.id, { key, state, expires: now + stateCacheMs });
    return state;
  }

  async function withLiveStates(printers: StoredPrinter[]): Promise<StoredPrinter[]> {
    const states = await Promise.all(printers.map(liveState));
    const live = printers.map((printer, index) => ({ ...printer, state: states[index] }));
    await savePrinterStates(db, live.filter((printer, index) => printer.state !== printers[index].state));
    return live;
  }

  return {
    async list() {
      const printers = await withLiveStates(await listPrinters(db));
      return printers.map(({ settings: _settings, ...printer }) => printer);
    },
    async get(id) {
      const printer = await findPrinter(db, id);
      return printer && (await withLiveStates([printer]))[0];
    },
  };
}

function withTimeLimit<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
