// 'Naar EuroFlorist': the open order's flower-relay e-mail form (spec §2), for an order not yet handed over.
import { defineCommand } from './define-command.ts';
import { orderIsOpen } from './printing.ts';
import { canHandToRelay } from '../src/client/actions/relay/relay-handoff.ts';

export default defineCommand({
  id: 'relay.send',
  title: 'Naar EuroFlorist',
  group: 'Collega bloemist',
  keywords: ['euroflorist', 'buitenland', 'relay', 'bloemist', 'versturen'],
  when: (context) => orderIsOpen(context) && canHandToRelay(context.activeOrder!),
  run: (context) => context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: 'sendToEuroFloristEmail' }),
});
