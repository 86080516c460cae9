import { GUESTBOOK_ATTRIBUTE_ID, PAYMENT_METHODS } from '../../shared/domain/constants.ts';
import type { Order, OrderListItem } from '../../shared/schema/order.ts';
import type { OrderRow } from '../db/order-columns.ts';

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

function paymentMethod(id: number) {
  return PAYMENT_METHODS.find((method) => method.id === id) ?? { id, title: 'Onbekend', icon: 'unknown' };
}

export function toListItem(row: OrderRow): OrderListItem {
  return {
    id: row.id,
    orderNumber: row.order_number,
    orderCount: row.order_count,
    deliveryDate: row.delivery_date,
    orderDate: unixSeconds(row.order_date),
    customer: row.customer_name,
    total: row.total_in,
    treatment: row.treatment,
    paymentMethod: paymentMethod(row.payment_method_id),
    isPaid: row.is_paid,
    tag: row.tag_id == null ? null : { id: row.tag_id, title: row.tag_title ?? '' },
    activeTransporter: row.active_transporter,
    hasReminders: row.has_reminders,
    unpaidInvoiceIds: row.unpaid_invoice_ids,
    blackListed: row.black_listed,
    ownDelivery: row.own_delivery,
    isMorningDelivery: row.delivery_part === 'morning',
    isAfternoonDelivery: row.delivery_part === 'afternoon',
    isEveningDelivery: row.delivery_part === 'evening',
    isMourning: row.is_mourning,
    hasPhotoService: row.has_photo_service,
    trackingState: row.tracking_state,
  };
}

export interface OrderExtras {
  internalLog: Order['internalLog'];
  attachments: Order['attachments'];
  managementUrl: string;
}

export function toOrder(row: OrderRow, extras: OrderExtras): Order {
  const excludeFromGuestbook = row.attributes[String(GUESTBOOK_ATTRIBUTE_ID)] === true;
  const item = toListItem(row);
  return {
    id: row.id,
    orderNumber: row.order_number,
    version: row.version,
    orderDate: item.orderDate,
    deliveryDate: row.delivery_date,
    deliveryDateTime: row.delivery_date_time ? unixSeconds(row.delivery_date_time) : null,
    treatment: row.treatment,
    activeTransporter: row.active_transporter,
    tag: item.tag,
    secondChance: row.second_chance,
    isMourning: row.is_mourning,
    isMorningDelivery: item.isMorningDelivery,
    isAfternoonDelivery: item.isAfternoonDelivery,
    isEveningDelivery: item.isEveningDelivery,
    hasPhotoService: row.has_photo_service,
    description: row.description,
    comment: row.comment,
    imageUrl: row.image_url,
    isPaid: row.is_paid,
    paymentMethod: item.paymentMethod,
    deliveryStatus: row.delivery_status,
    deliveryStatusNr: row.delivery_status_nr,
    deliveryCosts: row.delivery_costs,
    invoiceCosts: row.invoice_costs,
    totalEx: row.total_ex,
    totalIn: row.total_in,
    excludeFromGuestbookInvitation: excludeFromGuestbook,
    attribute_29836110: excludeFromGuestbook,
    url: `${extras.managementUrl}/orders/${row.id}/edit`,
    orderItems: row.items,
    attachments: extras.attachments,
    extraService: { photo: row.extra_service.photo === true },
    card: row.card,
    recipient: row.recipient,
    customer: row.customer,
    printJobs: row.print_jobs,
    internalLog: extras.internalLog,
    workbenchMeta: { mailJobs: row.mail_jobs },
    transport: row.transport,
    isRegioPrintedOnly: row.is_regio_printed_only,
    ownDelivery: row.own_delivery,
    hasReminders: row.has_reminders,
    blackListed: row.black_listed,
  };
}
