import { defineCommand } from './support/define-command.ts';

/** Ctrl+Enter in an edit form saves it, as Opslaan does; the form's own checks still apply. */
export default defineCommand({
  id: 'block.save',
  title: 'Blok opslaan',
  group: 'Order bewerken',
  keywords: ['opslaan', 'bewaren'],
  when: 'block.editing',
  run: (context) => context.app.saveEditedBlock(),
});
