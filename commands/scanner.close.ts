import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'scanner.close',
  title: 'Barcodescanner sluiten',
  group: 'Algemeen',
  when: 'scanner.open',
  run: (context) => context.app.closeScanner(),
});
