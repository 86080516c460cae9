// npm run printer -- list
// npm run printer -- add ID --provider spool|ipp|printnode --display NAME [--name MODEL] [--computer PC]
//                       [--url ipp://HOST/ipp/print] [--folder spool/ID] [--printnode-id N]
// npm run printer -- remove ID
// The printers a location can choose at /admin/location; which document prints where is chosen there.
import { parseArgs } from 'node:util';
import { POPUP_PRINTER } from '../../shared/domain/constants.ts';
import { PRINT_PROVIDERS, PRINTER_STATE_LABELS, type PrintProvider } from '../../shared/domain/printing.ts';
import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { deletePrinter, listPrinters, printerUses, savePrinter } from '../db/printers.ts';

const USAGE = `Gebruik:
  npm run printer -- list
  npm run printer -- add ID --provider spool|ipp|printnode --display NAAM [--name MODEL] [--computer PC]
                        [--url ipp://ADRES/ipp/print] [--folder spool/ID] [--printnode-id NUMMER]
  npm run printer -- remove ID`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    provider: { type: 'string' },
    display: { type: 'string' },
    name: { type: 'string' },
    computer: { type: 'string' },
    url: { type: 'string' },
    folder: { type: 'string' },
    'printnode-id': { type: 'string' },
  },
});
const [command, id] = positionals;

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The provider's own settings, checked before anything is stored. */
function providerSettings(provider: PrintProvider): Record<string, unknown> {
  if (provider === 'spool') return values.folder ? { folder: values.folder } : {};
  if (provider === 'ipp') {
    if (!values.url || !/^(ipps?|https?):\/\/[^\s/]+/.test(values.url)) stop('Een IPP-printer heeft --url nodig, bijvoorbeeld ipp://192.168.1.41/ipp/print');
    return { url: values.url };
  }
  const printNodeId = Number(values['printnode-id']);
  if (!Number.isSafeInteger(printNodeId) || printNodeId <= 0) stop('Een PrintNode-printer heeft --printnode-id nodig (het nummer van de printer bij PrintNode)');
  return { printNodeId };
}

function printerToAdd() {
  if (!id || !/^[\w.-]{1,100}$/.test(id) || id === POPUP_PRINTER) stop(`Ongeldige printer-id '${id ?? ''}': letters, cijfers, '.', '-' of '_'.\n${USAGE}`);
  const provider = values.provider as PrintProvider;
  if (!PRINT_PROVIDERS.includes(provider)) stop(`--provider moet een van ${PRINT_PROVIDERS.join(', ')} zijn.\n${USAGE}`);
  if (!values.display?.trim()) stop(`--display (de naam die medewerkers zien) is vereist.\n${USAGE}`);
  return {
    id,
    provider,
    displayName: values.display.trim(),
    name: values.name?.trim() || values.display.trim(),
    computerName: values.computer?.trim() ?? '',
    settings: providerSettings(provider),
  };
}

if (!['list', 'add', 'remove'].includes(command) || (command !== 'list' && !id)) stop(USAGE);
const printer = command === 'add' ? printerToAdd() : undefined;

const database = await openDatabase(configuredDatabase(loadConfig()));
try {
  await migrate(database.pool);
  if (command === 'list') {
    for (const known of await listPrinters(database.pool)) {
      const uses = (await printerUses(database.pool, known.id)).map((use) => `${use.location}:${use.document}`);
      console.log(
        [known.id, known.provider, known.displayName, known.computerName, PRINTER_STATE_LABELS[known.state], uses.join(' ')].join('\t'),
      );
    }
  } else if (printer) {
    await savePrinter(database.pool, printer);
    console.log(`Printer ${printer.id} (${printer.displayName}) is opgeslagen; kies hem per document bij Beheer → Locatie configuratie.`);
  } else {
    const uses = await printerUses(database.pool, id);
    if (uses.length > 0) {
      console.error(`Printer ${id} is nog gekozen voor ${uses.map((use) => `${use.location} (${use.document})`).join(', ')}: kies daar eerst een andere printer.`);
      process.exitCode = 1;
    } else if (await deletePrinter(database.pool, id)) console.log(`Printer ${id} is verwijderd.`);
    else {
      console.error(`Printer ${id} bestaat niet.`);
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
