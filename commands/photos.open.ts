// "Foto's toevoegen": the photo screen of the open order, for orders with the photo service (spec §2, §5).
import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'photos.open',
  title: "Foto's toevoegen",
  group: "Foto's en bijlagen",
  keywords: ['foto', "foto's", 'camera', 'fotoservice', 'boeket'],
  when: 'order.photoService',
  run: (context) => context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: 'addPhoto' }),
});
