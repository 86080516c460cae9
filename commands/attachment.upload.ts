// 'Bestand toevoegen': the file picker of the open order's attachments panel, which opens for it if need be. The
// key press is the user activation a browser asks before it shows a file picker.
import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'attachment.upload',
  title: 'Bestand toevoegen',
  group: "Foto's en bijlagen",
  keywords: ['bijlage', 'bestand', 'toevoegen', 'uploaden', 'upload'],
  when: 'order.loaded',
  run: (context) => {
    if (context.route?.action !== 'attachments') {
      context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: 'attachments' });
    }
    context.app.pickAttachmentFile();
  },
});
