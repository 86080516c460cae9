import { parseWhen, whenNames } from './when.ts';

// The names a `when` clause may test, in the keymap and in the commands alike: the one source of 'may this run
// now'. The client makes exactly these (command-context.ts is typed by this list), and the checks refuse any other
// name: an unknown name would silently read as false.
export const WHEN_FLAGS = [
  'inputFocus',
  'route.order',
  'route.sendTo',
  'route.viewFlorist',
  'route.addPhoto',
  'order.open',
  // The open order's data is here, and what it allows (its treatment, services, prints, payment method).
  'order.loaded',
  'order.processable',
  'order.handedOff',
  'order.withColleague',
  'order.photoService',
  'order.photosToMail',
  'order.printed',
  'order.labelPrintable',
  'order.deliveryMoment',
  // A document of the open order can be printed: its card is printable and no print of it is on its way.
  'printable.order',
  'printable.card1',
  'printable.card2',
  // The customer mails the open order's payment method offers.
  'mail.KiB',
  'mail.AddressError',
  'mail.Confirmation',
  'mail.NotOnAccount',
  // The list has rows; the keyboard is on one of them; the pages the paging keys would go to exist.
  'list.any',
  'list.row',
  'page.first',
  'page.previous',
  'page.next',
  'page.last',
  'block.editing',
  'logEntry.focus',
  'feature.internalLog',
  'feature.printEfCard',
  'actionPanel.open',
  'palette.open',
  'overlay.open',
  'user.admin',
  // The camera barcode scanner is open (it takes Escape).
  'scanner.open',
  // The photo screen's camera: showing the live picture (space takes), or a taken photo (Enter keeps, Escape drops).
  'photo.live',
  'photo.preview',
  // The photo mail is on its way.
  'photo.mailSending',
  // The carriers the location has switched on (its transporter features).
  'carrier.postnl',
  'carrier.dynalogic',
  'carrier.zorgeloosbezorgd',
  'carrier.redjepakketje',
  'carrier.trunkrs',
  'carrier.reviva',
  'carrier.regio',
  // Orders are ticked in the list for the bulk commands; the newest bulk job can still be undone; Ctrl+Z has a
  // newest bulk job or single action to take back.
  'selection.any',
  'bulk.undoable',
  'undo.available',
  // A toast on screen offers an action (Alt+Enter does it); one stays until dismissed (Escape closes it).
  'toast.action',
  'toast.staying',
  // The new-order form (/order/create) is on screen.
  'route.create',
] as const;

export type WhenFlag = (typeof WHEN_FLAGS)[number];

/** What is wrong with a when-clause: it cannot be read, or it names a flag the app does not make. */
export function whenProblems(expression: string | undefined, flags: readonly string[] = WHEN_FLAGS): string[] {
  try {
    parseWhen(expression);
  } catch (error) {
    return [(error as Error).message];
  }
  return whenNames(expression)
    .filter((name) => !flags.includes(name))
    .map((name) => `onbekende when-naam ${name}`);
}
