// 'Naar EuroFlorist': the open order's flower-relay e-mail form (spec §2), for an order not yet handed over.
import { defineCommand } from './support/define-command.ts';
import { alreadyHandedOff } from './support/handed-off.ts';

export default defineCommand({
  id: 'relay.send',
  title: 'Naar EuroFlorist',
  group: 'Collega bloemist',
  keywords: ['euroflorist', 'buitenland', 'relay', 'bloemist', 'versturen'],
  when: 'order.loaded && !order.handedOff',
  unavailableMessage: alreadyHandedOff,
  run: (context) => context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: 'sendToEuroFloristEmail' }),
});
