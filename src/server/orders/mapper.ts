import { GUESTBOOK_ATTRIBUTE_ID, PAYMENT_METHODS } from '../../shared/domain/constants.ts';
import type { Order, OrderListItem } from '../../shared/schema/order.ts';

/** The columns an order list row needs (alias `o`, tag title as `tag_title`). */
export const LIST_COLUMNS = `o.id, o.order_number, o.order_count, o.delivery_date, o.order_date, o.customer_name,
  o.total_in, o.treatment, o.payment_method_id, o.is_paid, o.tag_id, t.title AS tag_title, o.active_transporter,
  o.has_reminders, o.unpaid_invoice_ids, o.black_listed, o.own_delivery, o.delivery_part, o.is_mourning,
  o.has_photo_service`;

export interface OrderRow {
  id: number;
  order_number: string;
  version: number;
  order_count: number;
  order_date: Date;
  delivery_date: string;
  delivery_part: 'morning' | 'afternoon' | 'evening' | null;
  delivery_date_time: Date | null;
  treatment: string;
  active_transporter: string | null;
  tag_id: number | null;
  tag_title: string | null;
  second_chance: boolean;
  is_mourning: boolean;
  has_photo_service: boolean;
  own_delivery: boolean;
  is_regio_printed_only: boolean;
  is_paid: boolean;
  payment_method_id: number;
  has_reminders: boolean;
  black_listed: boolean;
  unpaid_invoice_ids: number[];
  customer_name: string;
  delivery_costs: number;
  invoice_costs: number;
  total_ex: number;
  total_in: number;
  delivery_status: string | null;
  delivery_status_nr: string | null;
  description: string;
  comment: string;
  image_url: string | null;
  card: Order['card'];
  recipient: Order['recipient'];
  customer: Order['customer'];
  items: Order['orderItems'];
  extra_service: { photo?: boolean };
  attributes: Record<string, unknown>;
  transport: Order['transport'];
  print_jobs: Order['printJobs'];
  mail_jobs: Order['workbenchMeta']['mailJobs'];
}

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
