import { defineCommand } from './support/define-command.ts';

/** The camera button: reads an order sheet's barcode with the camera (spec §2 barcode scanning). */
export default defineCommand({
  id: 'scan.camera',
  title: 'Barcode scannen',
  group: 'Algemeen',
  keywords: ['camera', 'scannen', 'barcode', 'streepjescode', 'zoeken'],
  run: (context) => context.app.openScanner(),
});
