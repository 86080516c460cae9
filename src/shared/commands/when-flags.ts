// The names a `when` clause may test. The client makes exactly these (command-context.ts is typed by this list),
// and the keymap check refuses any other name: an unknown name would silently read as false.
export const WHEN_FLAGS = [
  'inputFocus',
  'route.order',
  'route.sendTo',
  'route.viewFlorist',
  'route.addPhoto',
  'order.open',
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
  // The carriers the location has switched on (its transporter features).
  'carrier.postnl',
  'carrier.dynalogic',
  'carrier.zorgeloosbezorgd',
  'carrier.redjepakketje',
  'carrier.trunkrs',
  'carrier.reviva',
  'carrier.regio',
  // Orders are ticked in the list for the bulk commands; the newest bulk job can still be undone.
  'selection.any',
  'bulk.undoable',
] as const;

export type WhenFlag = (typeof WHEN_FLAGS)[number];
