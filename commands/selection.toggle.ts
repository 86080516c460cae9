import { defineCommand } from './support/define-command.ts';
import { currentRowIndex } from './support/selection-rows.ts';

/** x: ticks or unticks the row the keyboard is on. */
export default defineCommand({
  id: 'selection.toggle',
  title: 'Order selecteren of deselecteren',
  group: 'Selectie',
  keywords: ['selectie', 'aanvinken', 'kiezen'],
  when: 'list.row',
  run: (context) => context.app.toggleSelected(context.listItems[currentRowIndex(context)].id),
});
