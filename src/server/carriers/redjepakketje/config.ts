// What Red je Pakketje's send screen opens with (spec §9): the pick-up points with their cut-off times, the first
// one chosen, neighbours allowed, perishable, two delivery attempts and the delivery remark of the order's day.
import { deliveryRemark } from '../../../shared/domain/carrier-forms/delivery-remarks.ts';
import { redjepakketjeDefaults, type PickupPoint } from '../../../shared/domain/carrier-forms/redjepakketje.ts';
import type { Order } from '../../../shared/schema/order.ts';
import type { CarrierConfig } from '../adapter.ts';

export function configFor(order: Order | null, pickupPoints: readonly PickupPoint[]): CarrierConfig {
  return {
    defaults: redjepakketjeDefaults(order?.id ?? 0, pickupPoints, deliveryRemark(order)),
    options: { pickupPoints },
  };
}
