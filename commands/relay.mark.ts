// 'Markeren als afgehandeld door EuroFlorist': the relay has the order already (by phone or its own site), so no
// mail; the order then leaves the list as after sending (spec §4).
import { defineCommand } from './define-command.ts';
import { orderIsOpen } from './printing.ts';
import { canHandToRelay } from '../src/client/actions/relay/relay-handoff.ts';

export default defineCommand({
  id: 'relay.mark',
  title: 'Markeren als afgehandeld door EuroFlorist',
  group: 'Collega bloemist',
  keywords: ['euroflorist', 'afgehandeld', 'markeren', 'relay'],
  when: (context) => orderIsOpen(context) && canHandToRelay(context.activeOrder!),
  run: async (context) => {
    // A refusal is already the toast 'Kan niet als afgehandeld door Euroflorist markeren' with the server's
    // message; a second, bare toast from the command runner would only repeat it.
    await context.app.markRelayHandled(context.activeOrder!).catch(() => undefined);
  },
});
