// What follows a hand-off to a colleague florist or the flower-relay service (spec §4): the order leaves the list
// (its total drops by one), the workbench returns to the list in place of the order (replace) and says so.
import { toast } from 'sonner';
import type { HandoffResult } from '../../../shared/schema/handoffs.ts';
import { currentOrderRoute, goToOrderRoute } from '../../navigation.ts';
import { applyListItemChange } from '../../state/list-item-change.ts';
import { replaceOpenOrder } from '../../state/order-edit.ts';
import { orderList } from '../../state/order-list.ts';

export function finishHandoff(result: HandoffResult, message: string) {
  returnFromHandedOffOrder(result, () => toast.success(message));
}

/** The same, saying it as `say` does (a toast with more than the message). */
export function returnFromHandedOffOrder({ order }: HandoffResult, say: () => void) {
  replaceOpenOrder(order);
  const row = orderList.items.find((item) => item.id === order.id);
  if (row) {
    const { treatment, tag, deliveryDate, activeTransporter } = order;
    applyListItemChange({ ...row, treatment, tag, deliveryDate, activeTransporter });
  }
  say();
  const route = currentOrderRoute();
  if (route) goToOrderRoute({ ...route, id: undefined, action: undefined }, { replace: true });
}
