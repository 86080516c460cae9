import { defineCommand } from './define-command.ts';

export default defineCommand({
  id: 'scanner.close',
  title: 'Barcodescanner sluiten',
  group: 'Algemeen',
  when: (context) => context.flags['scanner.open'] === true,
  run: (context) => context.app.closeScanner(),
});
