import type { PrintProvider as PrintProviderName } from '../../../shared/domain/printing.ts';
import type { Config } from '../../config.ts';
import { createIppProvider } from './ipp.ts';
import { createPrintNodeProvider } from './printnode.ts';
import { createSpoolProvider } from './spool.ts';
import type { PrintProvider } from './types.ts';

/** One provider per kind of printer, set up from the configuration. */
export function createPrintProviders(config: Config): Record<PrintProviderName, PrintProvider> {
  return {
    spool: createSpoolProvider(config.dataDir),
    ipp: createIppProvider(),
    printnode: createPrintNodeProvider(config.printNode),
  };
}
