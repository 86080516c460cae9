import fp from 'fastify-plugin';
import type { PrintProvider as PrintProviderName } from '../../shared/domain/printing.ts';
import { createPrinterDirectory, type PrinterDirectory } from '../print/printer-directory.ts';
import { createPrintProviders } from '../print/providers/index.ts';
import type { PrintProvider } from '../print/providers/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    printProviders: Record<PrintProviderName, PrintProvider>;
    printers: PrinterDirectory;
  }
}

export interface PrintProvidersOptions {
  /** Replaces some of the configured providers (tests pass fakes). */
  overrides?: Partial<Record<PrintProviderName, PrintProvider>>;
}

/** The print providers and the printer directory built on them, for the routes and the print queue. */
export const printProvidersPlugin = fp<PrintProvidersOptions>(
  async (app, { overrides = {} }) => {
    const providers = { ...createPrintProviders(app.config), ...overrides };
    app.decorate('printProviders', providers);
    app.decorate('printers', createPrinterDirectory(app.db, providers));
  },
  { name: 'print-providers' },
);
