// 'Bijlages': the attachments panel of the open order (spec §2 photos and attachments).
import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'attachments.open',
  title: 'Bijlages',
  group: "Foto's en bijlagen",
  keywords: ['bijlage', 'bijlagen', 'bestand', 'document', 'pdf', 'attachment'],
  when: 'order.loaded',
  run: (context) => context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: 'attachments' }),
});
