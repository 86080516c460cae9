// The florist's texts of an order, shared by the order sheet and the cards: slot, service time, address, badges.
import { deliveryMomentLabel } from '../../../shared/domain/order-view.ts';
import { formatDate, formatDateTime, formatLongDate } from '../../../shared/domain/format.ts';
import type { Order } from '../../../shared/schema/order.ts';

export function deliverySlot(order: Order): string | null {
  if (order.isMorningDelivery) return 'Ochtend';
  if (order.isAfternoonDelivery) return 'Middag';
  if (order.isEveningDelivery) return 'Avond';
  return null;
}

/** 'donderdag 24 december 2026 (24-12-2026)', or the stored text when it is no date. */
export function deliveryDateText(order: Order): string {
  const short = formatDate(order.deliveryDate);
  return short === order.deliveryDate ? short : `${formatLongDate(order.deliveryDate)} (${short})`;
}

/** 'Uitvaart: 3 december 2026 14:05' when the order has a service time. */
export function serviceTimeText(order: Order): string | null {
  if (order.deliveryDateTime === null) return null;
  return `${deliveryMomentLabel(order.recipient.addressType)}: ${formatDateTime(order.deliveryDateTime)}`;
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
