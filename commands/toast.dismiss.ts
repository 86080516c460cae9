import { defineCommand } from './support/define-command.ts';

/** Escape: closes the newest toast that stays until dismissed (an error, or one offering an action). */
export default defineCommand({
  id: 'toast.dismiss',
  title: 'Nieuwste melding sluiten',
  group: 'Algemeen',
  keywords: ['melding', 'toast', 'sluiten'],
  when: 'toast.staying',
  run: (context) => context.app.dismissNewestToast(),
});
