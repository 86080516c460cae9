import { defineCommand } from './support/define-command.ts';

/** Alt+Enter: what the newest toast's button offers ('Via popup printen', 'Ongedaan maken'), without the mouse. */
export default defineCommand({
  id: 'toast.act',
  title: 'Knop van de nieuwste melding',
  group: 'Algemeen',
  keywords: ['melding', 'toast', 'actie'],
  when: 'toast.action',
  run: (context) => context.app.actOnNewestToast(),
});
