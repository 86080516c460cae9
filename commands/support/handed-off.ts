import { handoffMessages, handoffTargetOf } from '../../src/shared/domain/handoffs.ts';
import type { CommandContext } from '../../src/client/commands/types.ts';

/**
 * Why an order cannot go to a colleague florist or the relay: it went to one already, in the words the server refuses
 * a second hand-off with ('Order BLB0000010 is al naar collega bloemist verstuurd'), not 'dat kan nu niet'.
 */
export function alreadyHandedOff(context: CommandContext): string | undefined {
  const order = context.activeOrder;
  const target = order ? handoffTargetOf(order.treatment) : undefined;
  return order && target ? handoffMessages.alreadyHandedOff(order.orderNumber, target) : undefined;
}
