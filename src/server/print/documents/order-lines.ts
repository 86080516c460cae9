// The florist's texts of an order, shared by the order sheet and the labels: slot, service time, hand-off, address,
// badges.
import { deliveryMomentLabel, transporterName } from '../../../shared/domain/order-view.ts';
import { formatDate, formatDateTime, formatLongDate } from '../../../shared/domain/format.ts';
import type { Order } from '../../../shared/schema/order.ts';

export function deliverySlot(order: Order): string | null {
  if (order.isMorningDelivery) return 'Ochtend';
  if (order.isAfternoonDelivery) return 'Middag';
  if (order.isEveningDelivery) return 'Avond';
  return null;
}

/** '24-12-2026' and 'donderdag 24 december 2026'; the stored text alone when it is no date. */
export function deliveryDateTexts(order: Order): { short: string; long: string | null } {
  const short = formatDate(order.deliveryDate);
  return { short, long: short === order.deliveryDate ? null : formatLongDate(order.deliveryDate) };
}

/** 'Uitvaart: 3 december 2026 14:05' when the order has a service time. */
export function serviceTimeText(order: Order): string | null {
  if (order.deliveryDateTime === null) return null;
  return `${deliveryMomentLabel(order.recipient.addressType)}: ${formatDateTime(order.deliveryDateTime)}`;
}

/** Who takes the order to the door: a colleague florist, EuroFlorist, the carrier it is registered with, or nobody yet. */
export function handoffText(order: Order): string {
  if (order.treatment === 'Collega bloemist') return transporterName('florist', []);
  if (order.treatment === 'Euroflorist') return transporterName('euroflorist', []);
  return order.activeTransporter ? transporterName(order.activeTransporter, []) : 'Niet aangemeld';
}

export function badges(order: Order): string[] {
  return [
    order.isMourning ? 'ROUW' : null,
    order.isEveningDelivery ? 'AVONDLEVERING' : null,
    order.hasPhotoService || order.extraService.photo ? 'FOTO' : null,
  ].filter((badge): badge is string => badge !== null);
}

export function addressLines(order: Pick<Order, 'recipient'>): string[] {
  const { recipient } = order;
  const { address } = recipient;
  return [
    recipient.companyName || '',
    recipient.name,
    `${address.street} ${address.streetNumber}`.trim(),
    `${address.zipcode} ${address.city}`.trim(),
    address.countryCode === 'NL' ? '' : (address.country ?? address.countryCode),
  ].filter((line) => line !== '');
}
