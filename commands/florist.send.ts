// 'Naar collega bloemist': the send screen of the open order for a colleague florist (spec §2, §4; issue 11). An order
// already with a colleague florist is viewed as they see it instead (florist.view); one with the relay stays there.
import { defineCommand } from './support/define-command.ts';
import { alreadyHandedOff } from './support/handed-off.ts';

export default defineCommand({
  id: 'florist.send',
  title: 'Naar collega bloemist',
  group: 'Collega bloemist',
  keywords: ['collega', 'bloemist', 'versturen', 'florist', 'doorgeven'],
  when: 'order.loaded && !order.handedOff',
  unavailableMessage: alreadyHandedOff,
  run: (context) => context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: 'sendToColleague' }),
});
