// 'Importeren in EuroFlorist' (issue 24; spec §2, §8): the open order imported into the relay's own system, then
// shown there in a popup; it leaves the list as after the mail (spec §4). The relay form's values when it is open.
import { defineCommand } from './support/define-command.ts';

export default defineCommand({
  id: 'relay.import',
  title: 'Importeren in EuroFlorist',
  group: 'Collega bloemist',
  keywords: ['euroflorist', 'importeren', 'import', 'relay', 'buitenland', 'popup'],
  when: 'order.loaded && !order.handedOff',
  run: async (context) => {
    // A refusal is already the toast 'Kan niet naar EuroFlorist versturen!' with the server's message.
    await context.app.importToRelay(context.activeOrder!).catch(() => undefined);
  },
});
