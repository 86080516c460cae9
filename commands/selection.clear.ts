import { defineCommand } from './support/define-command.ts';
import { bulkMessages } from '../src/shared/domain/bulk.ts';

export default defineCommand({
  id: 'selection.clear',
  title: bulkMessages.clear,
  group: 'Selectie',
  keywords: ['selectie', 'wissen', 'niets'],
  when: 'selection.any',
  run: (context) => context.app.clearSelection(),
});
