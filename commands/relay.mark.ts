// 'Markeren als afgehandeld door EuroFlorist': the relay has the order already (by phone or its own site), so no
// mail; the order then leaves the list as after sending (spec §4).
import { defineCommand } from './support/define-command.ts';
import { alreadyHandedOff } from './support/handed-off.ts';

export default defineCommand({
  id: 'relay.mark',
  title: 'Markeren als afgehandeld door EuroFlorist',
  group: 'Collega bloemist',
  keywords: ['euroflorist', 'afgehandeld', 'markeren', 'relay'],
  when: 'order.loaded && !order.handedOff',
  unavailableMessage: alreadyHandedOff,
  run: async (context) => {
    // A refusal is already the toast 'Kan niet als afgehandeld door Euroflorist markeren' with the server's
    // message; a second, bare toast from the command runner would only repeat it.
    await context.app.markRelayHandled(context.activeOrder!).catch(() => undefined);
  },
});
