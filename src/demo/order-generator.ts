// Demo orders: a month of realistic Dutch flower orders around `today`, with their log entries and shipments.
import {
  GUESTBOOK_ATTRIBUTE_ID, NOT_ON_ACCOUNT_PAYMENT_METHOD_IDS, PROBLEM_TAG_ID, TREATMENT_NEW, type DeliveryPart,
} from '../shared/domain/constants.ts';
import { customerDisplayName } from '../shared/domain/person-name.ts';
import type { OrderBatch } from '../server/db/order-batches.ts';
import { DEMO_FOLDERS, demoFlorists } from './base.ts';
import { CUSTOMER_COMMENTS, INTERNAL_NOTES, LOG_ENTRIES } from './dutch.ts';
import { makeHandOver, noHandOver } from './hand-over.ts';
import { makeCard, orderLines, orderTotals } from './order-contents.ts';
import { makeCustomer, makeRecipient } from './order-parties.ts';
import { createRandom, type Random, type Weighted } from './random.ts';
import { amsterdamClock, HOUR, iso, MINUTE, officeMoment, officeMoments, unixSeconds, type Clock } from './seed-clock.ts';

export interface GenerateOptions {
  count: number;
  seed: number;
  /** YYYY-MM-DD in Amsterdam: deliveries fall from 10 days before to 14 days after it. */
  today: string;
  firstId: number;
  /** Epoch milliseconds the generated history ends at; noon of `today` unless given. */
  now?: number;
}

/** 'BLB' and the last seven digits of the id, as the webshop numbers its orders. */
export function orderNumberForId(id: number): string {
  return `BLB${String(id % 10_000_000).padStart(7, '0')}`;
}

export function generateOrders(options: GenerateOptions): OrderBatch {
  const random = createRandom(options.seed);
  const clock = amsterdamClock(options.today, options.now);
  const florists = floristsByCity();
  const seed: OrderBatch = { orders: [], orderLog: [], shipments: [] };
  for (let index = 0; index < options.count; index++) {
    generateOrder(options.firstId + index, random, clock, florists, seed);
  }
  return seed;
}

/** Colleague florists by the cities they deliver to, to hand an order to one that serves the recipient. */
function floristsByCity() {
  const byCity = new Map<string, number[]>();
  for (const florist of demoFlorists()) {
    for (const { city } of florist.deliveryCities) byCity.set(city, [...(byCity.get(city) ?? []), florist.id]);
  }
  return byCity;
}

const NEAR_TODAY_WEIGHTS: Record<number, number> = { [-2]: 5, [-1]: 8, 0: 14, 1: 14, 2: 8, 3: 5 };
/** Days from today to the delivery date, from 10 days ago to 14 ahead: most orders are for today and tomorrow. */
const DELIVERY_OFFSETS: Weighted<number> = Array.from({ length: 25 }, (_, index) => index - 10).map((offset) => [
  offset,
  NEAR_TODAY_WEIGHTS[offset] ?? (offset < -5 ? 2 : offset < 0 ? 3 : offset <= 7 ? 3.5 : 1.2),
]);
/** Days between ordering and delivery. */
const LEAD_DAYS: Weighted<number> = [[0, 15], [1, 35], [2, 18], [3, 10], [5, 6], [7, 6], [10, 4], [14, 3], [20, 3]];
/** Hour of the day orders come in: a morning rush and an evening peak. */
const ORDER_HOURS: Weighted<number> = [
  [7, 2], [8, 4], [9, 6], [10, 7], [11, 7], [12, 6], [13, 6], [14, 6], [15, 6], [16, 6], [17, 6], [18, 6], [19, 7],
  [20, 8], [21, 7], [22, 5], [23, 2],
];
const DELIVERY_PARTS: Weighted<DeliveryPart | null> = [[null, 55], ['morning', 15], ['afternoon', 15], ['evening', 15]];
const PAYMENT_METHOD_IDS: Weighted<number> = [[1, 55], [2, 12], [3, 8], [4, 8], [5, 3], [6, 6], [7, 8]];
/** How likely an order is paid, per payment method: online payments almost always, invoices often not yet. */
const PAID_CHANCE: Record<number, number> = { 1: 0.99, 2: 0.45, 3: 0.99, 4: 0.99, 5: 0.99, 6: 0.3, 7: 0.6 };
const INVOICE_PAYMENT_METHOD_IDS = [2, 6];

const PROCESSED_TREATMENTS: Weighted<string> = [
  ['Geprint', 30], ['Verwerkt', 40], ['Collega bloemist', 10], ['Euroflorist', 4], ['Afgehandeld', 14],
];

/** How many orders the customer has placed so far. */
const ORDER_COUNTS: Weighted<number> = [
  [1, 40], [2, 18], [3, 12], [4, 8], [5, 6], [6, 4], [8, 4], [10, 3], [12, 3], [15, 2],
];
/** Provinces the shops in Amsterdam and Utrecht deliver to themselves. */
const OWN_REGION = new Set(['Noord-Holland', 'Utrecht', 'Flevoland']);
const OTHER_FOLDERS: Weighted<number> = DEMO_FOLDERS
  .filter((folder) => folder.id !== PROBLEM_TAG_ID)
  .map((folder) => [folder.id, 1]);
const WAITING_FOR_PAYMENT_FOLDER = DEMO_FOLDERS[1].id;
const USERS = ['beheerder', 'medewerker', 'medewerker'];
/** One order in 200 is soft-deleted, spread evenly so that even a small demo set has some to undelete. */
const DELETED_EVERY = 200;
/** Start of the funeral or church service, in hours after midnight. */
const SERVICE_HOURS = [9.5, 10, 10.5, 11, 11.5, 13, 13.5, 14, 14.5, 15];

function generateOrder(id: number, random: Random, clock: Clock, florists: Map<string, number[]>, seed: OrderBatch) {
  const deliveryOffset = random.weighted(DELIVERY_OFFSETS);
  const timing = deliveryOffset < 0 ? 'past' : deliveryOffset === 0 ? 'today' : 'future';
  const orderedAt = orderMoment(random, clock, deliveryOffset);
  const isMourning = random.chance(0.1);
  const { person: sender, city: customerCity, customer } = makeCustomer(random);
  const { person: addressee, province, recipient } = makeRecipient(random, isMourning, customerCity);
  const address = recipient.address;
  const isBelgian = address.countryCode === 'BE';
  const ownDelivery = !isBelgian && random.chance(province && OWN_REGION.has(province) ? 0.5 : 0.03);
  const deliveryPart = isMourning || isBelgian ? null : random.weighted(DELIVERY_PARTS);
  const serviceTime = isMourning ? clock.at(deliveryOffset, random.pick(SERVICE_HOURS)) : null;

  const paymentMethodId = isBelgian && random.chance(0.6) ? 5 : random.weighted(PAYMENT_METHOD_IDS);
  const isPaid = random.chance(PAID_CHANCE[paymentMethodId]);
  const lines = orderLines(random, isMourning, deliveryPart === 'evening', isBelgian);
  const isTimed = deliveryPart !== null || serviceTime !== null;
  const deliveryCents = random.chance(0.05) ? 0 : isBelgian ? 995 : isTimed ? 695 : 495;
  const invoiceCents = INVOICE_PAYMENT_METHOD_IDS.includes(paymentMethodId) ? 150 : 0;
  const totals = orderTotals(lines, deliveryCents + invoiceCents);
  const items = lines.map(({ product, quantity }) => ({
    productId: product.id,
    title: product.title,
    quantity,
    pricePerProduct: product.cents / 100,
    price: (quantity * product.cents) / 100,
  }));
  const card = makeCard(random, isMourning, addressee.firstName, sender);

  const isNew = random.chance({ past: 0.04, today: 0.45, future: 0.85 }[timing]);
  const treatment = isNew ? TREATMENT_NEW
    : isBelgian && random.chance(0.7) ? 'Euroflorist'
    : random.weighted(PROCESSED_TREATMENTS);
  // Processed some time after ordering, by ten on the delivery day at the latest.
  const processedAt = isNew ? null
    : Math.min(clock.now, officeMoment(random, clock, orderedAt + 10 * MINUTE, clock.at(deliveryOffset, 10)));
  const handOver = processedAt === null ? noHandOver : makeHandOver(random, {
    id, treatment, timing, isMourning, isBelgian, ownDelivery, items, address,
    deliveryDate: clock.date(deliveryOffset), at: processedAt, florists,
  });
  if (handOver.shipment) seed.shipments.push(handOver.shipment);

  const printJobs: Record<string, number> = {};
  if (processedAt !== null && !['Collega bloemist', 'Euroflorist'].includes(treatment)) {
    printJobs.order = unixSeconds(processedAt);
    if (card) printJobs.card1 = unixSeconds(processedAt);
    if (handOver.labelPrinted) printJobs[handOver.labelPrinted] = unixSeconds(processedAt);
  }
  const hasPhotoService = !isMourning && random.chance(0.17);
  const mailJobs = makeMailJobs(random, clock, {
    orderedAt, processedAt, hasPhotoService, timing, paymentMethodId, isPaid,
  });
  const logTimes = random.chance(0.15) ? officeMoments(random, clock, random.int(1, 3), orderedAt) : [];
  for (const time of logTimes) {
    seed.orderLog.push({
      order_id: id, created_at: iso(time), user_name: random.pick(USERS), content: random.pick(LOG_ENTRIES),
    });
  }
  const deletedAt = id % DELETED_EVERY === 50 ? officeMoment(random, clock, orderedAt, clock.now) : null;
  const delivered = timing === 'past' && handOver.activeTransporter !== null;
  const neighbour = delivered && random.chance(0.1);

  seed.orders.push({
    id,
    order_number: orderNumberForId(id),
    version: 1,
    order_date: iso(orderedAt),
    delivery_date: clock.date(deliveryOffset),
    delivery_part: deliveryPart,
    delivery_date_time: serviceTime === null ? null : iso(serviceTime),
    treatment,
    active_transporter: handOver.activeTransporter,
    tag_id: folderFor(random, isPaid),
    second_chance: random.chance(0.02),
    is_mourning: isMourning,
    has_photo_service: hasPhotoService,
    own_delivery: ownDelivery,
    is_regio_printed_only: handOver.isRegioPrintedOnly,
    is_paid: isPaid,
    payment_method_id: paymentMethodId,
    has_reminders: random.chance(0.03),
    black_listed: random.chance(0.01),
    unpaid_invoice_ids: random.chance(0.02) ? unpaidInvoiceIds(random) : [],
    order_count: random.weighted(ORDER_COUNTS),
    customer_name: customerDisplayName(customer),
    customer_email: customer.emailAddress,
    recipient_name: recipient.name,
    recipient_postcode: address.zipcode.toUpperCase(),
    delivery_costs: deliveryCents / 100,
    invoice_costs: invoiceCents / 100,
    total_ex: totals.ex,
    total_in: totals.in,
    delivery_status: neighbour ? 'Bezorgd bij de buren' : delivered && random.chance(0.5) ? 'Bezorgd' : null,
    delivery_status_nr: neighbour ? String(random.int(1, 120)) : null,
    description: random.chance(0.1) ? random.pick(INTERNAL_NOTES) : '',
    comment: random.chance(0.2) ? random.pick(CUSTOMER_COMMENTS) : '',
    image_url: null,
    card,
    recipient,
    customer,
    items,
    extra_service: hasPhotoService ? { photo: true } : {},
    attributes: isMourning && random.chance(0.3) ? { [GUESTBOOK_ATTRIBUTE_ID]: true } : {},
    transport: handOver.transport,
    print_jobs: printJobs,
    mail_jobs: mailJobs,
    created_at: iso(orderedAt),
    updated_at: iso(Math.max(orderedAt, processedAt ?? 0, ...logTimes, deletedAt ?? 0)),
    deleted_at: deletedAt === null ? null : iso(deletedAt),
  });
}

function unpaidInvoiceIds(random: Random): number[] {
  return Array.from({ length: random.int(1, 3) }, () => random.int(240_000, 249_999));
}

/** When the order was placed: recently for future deliveries, a few days before the delivery otherwise. */
function orderMoment(random: Random, clock: Clock, deliveryOffset: number): number {
  const dayOffset = deliveryOffset > 0
    ? -random.weighted<number>([[0, 40], [1, 25], [2, 15], [3, 8], [4, 6], [6, 6]])
    : Math.max(-30, deliveryOffset - random.weighted(LEAD_DAYS));
  const sameDay = dayOffset === deliveryOffset;
  const hour = sameDay ? random.int(7, 11) : random.weighted(ORDER_HOURS);
  const moment = clock.at(dayOffset, hour + random.next());
  return moment < clock.now ? moment : clock.now - random.int(5, 180) * MINUTE;
}

function makeMailJobs(
  random: Random,
  clock: Clock,
  order: {
    orderedAt: number; processedAt: number | null; hasPhotoService: boolean; timing: string; paymentMethodId: number;
    isPaid: boolean;
  },
): Record<string, number> {
  const jobs: Record<string, number> = {};
  const sentAt = (from: number) => {
    const within = Math.min(clock.now, from + 24 * HOUR);
    return unixSeconds(officeMoment(random, clock, from, within));
  };
  if (random.chance(0.08)) jobs.Confirmation = sentAt(order.orderedAt);
  if (random.chance(0.01)) jobs.AddressError = sentAt(order.orderedAt);
  if (random.chance(0.01)) jobs.KiB = sentAt(order.orderedAt);
  if (!order.isPaid && NOT_ON_ACCOUNT_PAYMENT_METHOD_IDS.includes(order.paymentMethodId) && random.chance(0.2)) {
    jobs.NotOnAccount = sentAt(order.orderedAt);
  }
  if (order.hasPhotoService && order.processedAt !== null && order.timing === 'past' && random.chance(0.7)) {
    jobs.ExtraServicePhoto = sentAt(order.processedAt);
  }
  return jobs;
}

/** ~1% in the problem folder, ~5% in the other folders (unpaid orders mostly in 'Wacht op betaling'). */
function folderFor(random: Random, isPaid: boolean): number | null {
  if (random.chance(0.01)) return PROBLEM_TAG_ID;
  if (!isPaid && random.chance(0.15)) return WAITING_FOR_PAYMENT_FOLDER;
  return random.chance(0.02) ? random.weighted(OTHER_FOLDERS) : null;
}
