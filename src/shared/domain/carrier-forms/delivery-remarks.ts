// The note the driver of a parcel carrier reads (spec §9): one text for Christmas Eve, when many people are out
// and one neighbour is not enough; one for mourning and timed deliveries, which must never end up next door; one
// for every other day. Dynalogic and ZorgeloosBezorgd start their remark with it.
import type { Order } from '../../schema/order.ts';

export const DELIVERY_REMARKS = {
  christmasEve: 'Kerstavond: niemand thuis? Probeer meerdere buren en laat een kaartje in de brievenbus achter.',
  timed: 'Rouw of vaste tijd: precies op de afgesproken tijd bezorgen en nooit bij de buren afgeven.',
  standard: 'Niemand thuis? Graag bij de buren afgeven en een kaartje in de brievenbus achterlaten.',
} as const;
export type DeliveryRemarkKind = keyof typeof DELIVERY_REMARKS;

export type RemarkOrder = Pick<Order, 'deliveryDate' | 'deliveryDateTime' | 'isMourning'>;

/** A mourning order or one with a service time (church service, funeral) must arrive at its time. */
export const isTimedDelivery = (order: Pick<Order, 'deliveryDateTime' | 'isMourning'>) => order.isMourning || order.deliveryDateTime !== null;

/** YYYY-MM-DD on 24 December. */
export const isChristmasEve = (isoDate: string) => isoDate.slice(5) === '12-24';

/** Mourning and timed deliveries come first: on Christmas Eve too they must not be left with a neighbour. */
export function deliveryRemarkKind(order: RemarkOrder | null, deliveryDate = order?.deliveryDate): DeliveryRemarkKind {
  if (order && isTimedDelivery(order)) return 'timed';
  if (deliveryDate && isChristmasEve(deliveryDate)) return 'christmasEve';
  return 'standard';
}

export const deliveryRemark = (order: RemarkOrder | null, deliveryDate?: string) => DELIVERY_REMARKS[deliveryRemarkKind(order, deliveryDate)];
