// Demo orders: a month of realistic Dutch flower orders around `today`, with their log entries and shipments,
// written in large batches (100,000 orders take seconds, not minutes).

import { DateTime } from 'luxon';
import type { Db } from '../db/database.ts';
import { customerDisplayName } from '../../shared/domain/person-name.ts';
import type { OrderColumns } from '../db/order-columns.ts';
import {
  GUESTBOOK_ATTRIBUTE_ID, NOT_ON_ACCOUNT_PAYMENT_METHOD_IDS, PROBLEM_TAG_ID, RIBBON_CARD_ID, TIMEZONE, TREATMENT_NEW,
  type Carrier, type DeliveryPart,
} from '../../shared/domain/constants.ts';
import { amsterdamToday } from '../../shared/domain/dates.ts';
import type { Address, DeliveryAddress } from '../../shared/schema/address.ts';
import type { Card, Customer, Order } from '../../shared/schema/order.ts';
import { DEMO_FOLDERS, demoFlorists } from './base.ts';
import {
  BELGIAN_CITIES, BELGIUM_SURCHARGE, BOUQUETS, BUSINESS_REFERENCES, CARD_IDS, CARD_TEXTS, CHURCHES, COMPANIES,
  CUSTOMER_COMMENTS, EVENING_SURCHARGE, FUNERAL_HOMES, GIFTS, INTERNAL_NOTES, LOG_ENTRIES, LONG_CARD_TEXTS,
  MOURNING_PIECES, PLANTS, RIBBON_SENDERS, RIBBON_SENTIMENTS, type City, type Occasion, type Product,
} from './dutch.ts';
import {
  belgianAddress, dutchAddress, emailAddress, familyName, fullName, mailSafe, phoneNumber, randomCity, randomPerson,
  type Person,
} from './people.ts';
import { createRandom, type Random, type Weighted } from './random.ts';

type OrderItem = Order['orderItems'][number];

/** A row of `orders` as the seeder writes it. */
export type OrderRow = OrderColumns<string>;

export interface OrderLogRow {
  order_id: number;
  created_at: string;
  user_name: string;
  content: string;
}

export interface ShipmentRow {
  order_id: number;
  carrier: Carrier;
  barcode: string;
  tracking_url: string | null;
  status: 'registered';
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  created_at: string;
}

export interface OrderSeed {
  orders: OrderRow[];
  orderLog: OrderLogRow[];
  shipments: ShipmentRow[];
}

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

export function generateOrders(options: GenerateOptions): OrderSeed {
  const random = createRandom(options.seed);
  const clock = amsterdamClock(options.today, options.now);
  const florists = floristsByCity();
  const seed: OrderSeed = { orders: [], orderLog: [], shipments: [] };
  for (let index = 0; index < options.count; index++) {
    generateOrder(options.firstId + index, random, clock, florists, seed);
  }
  return seed;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Clock = ReturnType<typeof amsterdamClock>;

/** Amsterdam wall-clock times around `today`, as epoch milliseconds. */
function amsterdamClock(today: string, now?: number) {
  const start = DateTime.fromISO(today, { zone: TIMEZONE });
  if (!start.isValid) throw new Error(`Invalid date: ${today}`);
  const days = new Map<number, { date: string; midnightUtc: number; utcOffset: number }>();
  const day = (offset: number) => {
    let found = days.get(offset);
    if (!found) {
      const noon = start.plus({ days: offset }).set({ hour: 12 });
      const midnightUtc = Date.UTC(noon.year, noon.month - 1, noon.day);
      found = { date: noon.toISODate()!, midnightUtc, utcOffset: noon.offset * MINUTE };
      days.set(offset, found);
    }
    return found;
  };
  /** Local time `hours` after midnight, `offset` days from today; exact for any time after the 03:00 DST switch. */
  const at = (offset: number, hours: number) => day(offset).midnightUtc + hours * HOUR - day(offset).utcOffset;
  /** The same day with its 24 hours squeezed into office hours, 08:00 to 18:00. */
  const officeTime = (moment: number) => {
    const offset = Math.floor((moment - at(0, 0)) / (24 * HOUR));
    return at(offset, 8 + ((moment - at(offset, 0)) / HOUR) * (10 / 24));
  };
  return { date: (offset: number) => day(offset).date, at, officeTime, now: now ?? at(0, 12) };
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
const OCCASIONS: Weighted<Occasion> = [
  ['birthday', 35], ['love', 15], ['congratulations', 15], ['getWell', 10], ['thanks', 10], ['sympathy', 5],
];
const PROCESSED_TREATMENTS: Weighted<string> = [
  ['Geprint', 30], ['Verwerkt', 40], ['Collega bloemist', 10], ['Euroflorist', 4], ['Afgehandeld', 14],
];
const CARRIER_CHOICE: Weighted<Carrier> = [
  ['postnl', 30], ['dynalogic', 14], ['zorgeloosbezorgd', 8], ['redjepakketje', 12], ['trunkrs', 12], ['reviva', 3],
  ['regio', 21],
];
/** Mourning pieces go by courier, at the time of the service. */
const MOURNING_CARRIER_CHOICE: Weighted<Carrier> = [['dynalogic', 50], ['zorgeloosbezorgd', 20], ['regio', 30]];
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

function generateOrder(id: number, random: Random, clock: Clock, florists: Map<string, number[]>, seed: OrderSeed) {
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

function makeCustomer(random: Random) {
  const person = randomPerson(random);
  const city = randomCity(random);
  const business = random.chance(0.12) ? random.pick(COMPANIES) : null;
  const customer: Customer = {
    companyTitle: business ?? '',
    name: {
      gender: random.chance(0.08) ? 'U' : person.gender,
      initials: person.initials,
      middleName: person.middleName,
      lastName: person.lastName,
    },
    address: dutchAddress(random, city),
    phoneNumber: phoneNumber(random, city.areaCode),
    reference: business && random.chance(0.6) ? random.pick(BUSINESS_REFERENCES) : '',
    invoiceEmailAddress: business ? `facturen@${mailSafe(business)}.example` : '',
    emailAddress: emailAddress(random, person),
    anonymous: false,
  };
  return { person, city, customer };
}

function makeRecipient(random: Random, isMourning: boolean, customerCity: City) {
  const person = randomPerson(random);
  if (random.chance(0.03)) {
    const city = random.pick(BELGIAN_CITIES);
    const phone = phoneNumber(random, city.areaCode, 'BE');
    return { person, province: null, recipient: privateRecipient(random, person, belgianAddress(random, city), phone) };
  }
  const city = random.chance(0.4) ? customerCity : randomCity(random);
  const address = dutchAddress(random, city);
  const phoneNumberOfPlace = phoneNumber(random, city.areaCode);
  const business = (addressType: string, companyName: string, name: string, companyTitle = ''): DeliveryAddress => ({
    type: 'business', addressType, company: true, companyName, companyTitle, name, address,
    phoneNumber: phoneNumberOfPlace, emailAddress: '',
  });
  if (isMourning) {
    const addressType = random.chance(0.35) ? 'church' : 'funeral';
    const place = random.pick(addressType === 'church' ? CHURCHES : FUNERAL_HOMES);
    const recipient = business(addressType, place, `Familie ${familyName(person)}`);
    return { person, province: city.province, recipient };
  }
  if (random.chance(0.18)) {
    const department = random.pick(['', 'Receptie', 'Secretariaat', 'Afdeling HR']);
    const recipient = business('business', random.pick(COMPANIES), fullName(person), department);
    return { person, province: city.province, recipient };
  }
  return { person, province: city.province, recipient: privateRecipient(random, person, address, phoneNumberOfPlace) };
}

function privateRecipient(random: Random, person: Person, address: Address, phone: string): DeliveryAddress {
  return {
    type: 'private', addressType: 'home', company: false, companyName: '', companyTitle: '', name: fullName(person),
    address,
    phoneNumber: random.chance(0.7) ? phone : '',
    emailAddress: random.chance(0.3) ? emailAddress(random, person) : '',
  };
}

interface Line {
  product: Product;
  quantity: number;
}

/** One main piece, sometimes gifts or a second bouquet, and the hidden surcharges; at most four lines. */
function orderLines(random: Random, isMourning: boolean, isEvening: boolean, isBelgian: boolean): Line[] {
  const main = random.pick(isMourning ? MOURNING_PIECES : random.chance(0.88) ? BOUQUETS : PLANTS);
  const lines: Line[] = [{ product: main, quantity: random.chance(0.04) ? 2 : 1 }];
  const surcharges = [
    ...(isEvening && random.chance(0.6) ? [EVENING_SURCHARGE] : []),
    ...(isBelgian ? [BELGIUM_SURCHARGE] : []),
  ];
  const extras = Math.min(random.weighted<number>([[0, 55], [1, 30], [2, 12], [3, 3]]), 3 - surcharges.length);
  for (let index = 0; index < extras; index++) {
    const product = !isMourning && random.chance(0.1) ? random.pick(BOUQUETS) : random.pick(GIFTS);
    if (lines.some((line) => line.product === product)) continue;
    lines.push({ product, quantity: product.title.startsWith('Ballon') ? random.int(1, 3) : 1 });
  }
  return [...lines, ...surcharges.map((product) => ({ product, quantity: 1 }))];
}

/** Incl. VAT: the lines plus costs. Excl. VAT: each line at its own rate, the costs at the main piece's 9%. */
function orderTotals(lines: Line[], costCents: number) {
  const inclCents = lines.reduce((sum, { product, quantity }) => sum + quantity * product.cents, 0) + costCents;
  const exclCents = lines.reduce(
    (sum, { product, quantity }) => sum + (quantity * product.cents) / (1 + product.vatPercent / 100),
    costCents / 1.09,
  );
  return { in: inclCents / 100, ex: Math.round(exclCents) / 100 };
}

function makeCard(random: Random, isMourning: boolean, recipientFirstName: string, sender: Person): Card | null {
  const names = { to: recipientFirstName, from: sender.firstName };
  if (isMourning && random.chance(0.85)) {
    const right = fill(random.pick(RIBBON_SENDERS), {
      familyName: familyName(sender), firstName: sender.firstName, otherFirstName: randomPerson(random).firstName,
      houseNumber: String(random.int(1, 80)), company: random.pick(COMPANIES),
    });
    return { id: RIBBON_CARD_ID, title: 'Rouwlint', text: '', left: random.pick(RIBBON_SENTIMENTS), right };
  }
  if (!isMourning && random.chance(0.1)) return null;
  const template = random.chance(0.02)
    ? random.pick(LONG_CARD_TEXTS)
    : random.pick(CARD_TEXTS[isMourning ? 'sympathy' : random.weighted(OCCASIONS)]);
  return { id: random.pick(CARD_IDS), title: 'Kaartje', text: fill(template, names), left: '', right: '' };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder);
}

interface HandOver {
  activeTransporter: string | null;
  transport: Record<string, unknown>;
  isRegioPrintedOnly: boolean;
  /** The carrier whose label was printed, if any. */
  labelPrinted: Carrier | null;
  shipment: ShipmentRow | null;
}

const noHandOver: HandOver = {
  activeTransporter: null, transport: {}, isRegioPrintedOnly: false, labelPrinted: null, shipment: null,
};

interface HandOverContext {
  id: number;
  treatment: string;
  timing: 'past' | 'today' | 'future';
  isMourning: boolean;
  isBelgian: boolean;
  ownDelivery: boolean;
  items: OrderItem[];
  address: Address;
  deliveryDate: string;
  at: number;
  florists: Map<string, number[]>;
}

/** Who takes a processed order to the recipient: a colleague florist, the flower relay, a carrier or nobody yet. */
function makeHandOver(random: Random, context: HandOverContext): HandOver {
  const { id, treatment } = context;
  if (treatment === 'Collega bloemist') {
    const floristId = random.pick(context.florists.get(context.address.city) ?? [...context.florists.values()].flat());
    const florist = { id: floristId, data: { orderItems: context.items } };
    return { ...noHandOver, activeTransporter: 'florist', transport: { florist } };
  }
  if (treatment === 'Euroflorist') {
    const euroflorist = { efid: `EF${serial(id, 6_007)}`, isRegistered: true, status: 'REGISTERED' };
    return { ...noHandOver, activeTransporter: 'euroflorist', transport: { euroflorist } };
  }
  const handedOver = treatment === 'Afgehandeld'
    ? context.ownDelivery
    : random.chance({ past: 0.93, today: 0.6, future: 0.2 }[context.timing]);
  if (!handedOver) return noHandOver;
  const carrier: Carrier = context.ownDelivery ? 'regio'
    : context.isBelgian ? 'postnl'
    : random.weighted(context.isMourning ? MOURNING_CARRIER_CHOICE : CARRIER_CHOICE);
  if (carrier === 'regio' && random.chance(0.3)) {
    return { ...noHandOver, activeTransporter: 'regio', isRegioPrintedOnly: true, labelPrinted: 'regio' };
  }
  const { code, url } = trackingFor(carrier, id, context.address);
  const tracking = url ? { shipments: { [code]: url } } : {};
  const registration = { code, url, isRegistered: true, status: 'REGISTERED', ...tracking };
  const shipment: ShipmentRow = {
    order_id: id,
    carrier,
    barcode: code,
    tracking_url: url,
    status: 'registered',
    request: {
      orderId: id, deliveryDate: context.deliveryDate, zipcode: context.address.zipcode,
      countryCode: context.address.countryCode, coli: 1, weight: 3, remark: `Order: ${id}`,
    },
    response: { barcode: code, trackingUrl: url, status: 'REGISTERED' },
    created_at: iso(context.at),
  };
  const transport = { [carrier]: registration };
  return { activeTransporter: carrier, transport, isRegioPrintedOnly: false, labelPrinted: carrier, shipment };
}

/** A barcode per carrier in its own format; unique per order, so seeding again never clashes. */
function trackingFor(carrier: Carrier, id: number, address: Address): { code: string; url: string | null } {
  const postcode = address.zipcode.replace(' ', '').toUpperCase();
  switch (carrier) {
    case 'postnl': {
      const code = `3SDEVC${serial(id, 7_919)}`;
      return { code, url: `https://jouw.postnl.nl/track-and-trace/${code}-${address.countryCode}-${postcode}` };
    }
    case 'trunkrs': {
      const code = serial(id, 104_729);
      return { code, url: `https://parcel.trunkrs.nl/${code}/${postcode}` };
    }
    case 'redjepakketje': {
      const code = `RJP${Number(serial(id, 15_485_863)).toString(36).toUpperCase().padStart(6, '0')}`;
      return { code, url: `https://track.redjepakketje.nl/${code}` };
    }
    case 'dynalogic': {
      const code = `4${serial(id, 32_452_843)}`;
      return { code, url: `https://tracking.dynalogic.eu/ordernumber/${code}/zipcode/${postcode}` };
    }
    case 'zorgeloosbezorgd': {
      const code = `ZB${serial(id, 49_979_687)}`;
      return { code, url: `https://track.zorgeloosbezorgd.nl/${code}` };
    }
    case 'reviva': {
      const code = `RV${serial(id, 67_867_967)}`;
      return { code, url: `https://track.reviva.nl/${code}` };
    }
    case 'regio':
      return { code: `REG${id}`, url: null };
  }
}

/** Nine digits that look random but are distinct for every id below 10^9 (the multiplier is coprime with 10). */
function serial(id: number, multiplier: number): string {
  return String(Number((BigInt(id) * BigInt(multiplier)) % 1_000_000_000n)).padStart(9, '0');
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

/** A moment from `from` to `to`, in office hours as far as the range allows; `from` itself when it is empty. */
function officeMoment(random: Random, clock: Clock, from: number, to: number): number {
  if (to <= from) return from;
  const moment = from + Math.floor(random.next() * (to - from));
  return Math.min(to, Math.max(from, clock.officeTime(moment)));
}

/** Moments in office hours from `from` until now, in order. */
function officeMoments(random: Random, clock: Clock, count: number, from: number): number[] {
  return Array.from({ length: count }, () => officeMoment(random, clock, from, clock.now)).sort((a, b) => a - b);
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();
const unixSeconds = (epochMs: number) => Math.floor(epochMs / 1000);

const BATCH_SIZE = 2_000;
const LOG_COLUMNS = 'order_id, created_at, user_name, content';
const SHIPMENT_COLUMNS = 'order_id, carrier, barcode, tracking_url, status, request, response, created_at';

/**
 * Writes `count` demo orders after the highest order id, in batches of one statement each.
 * The ids are taken from the `order_ids` sequence first, so orders created meanwhile get other ids.
 */
export async function seedOrders(
  db: Db,
  options: { count: number; seed?: number; today?: string },
): Promise<{ count: number; ms: number }> {
  const started = performance.now();
  // A given day gives the same orders every time; without one, the history ends now.
  const today = options.today ?? amsterdamToday();
  const now = options.today ? undefined : Date.now();
  const firstId = await reserveOrderIds(db, options.count);
  const seed = options.seed ?? firstId;
  let writing = Promise.resolve();
  for (let done = 0; done < options.count; done += BATCH_SIZE) {
    // The next batch is generated while the database stores the previous one.
    const count = Math.min(BATCH_SIZE, options.count - done);
    const batch = generateOrders({ count, seed: seed + done, today, firstId: firstId + done, now });
    await writing;
    writing = insertBatch(db, batch);
  }
  await writing;
  // A bulk load leaves the visibility map empty: without this the folder counts cannot use index-only scans.
  await db.query('VACUUM (ANALYZE) orders, order_log, shipments');
  return { count: options.count, ms: Math.round(performance.now() - started) };
}

/** Moves the `order_ids` sequence past `count` new ids, after every existing order, and returns the first of them. */
async function reserveOrderIds(db: Db, count: number): Promise<number> {
  const { rows } = await db.query<{ last_id: number }>(
    `SELECT setval('order_ids', GREATEST(
       (SELECT max(id) FROM orders),
       (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM order_ids)
     ) + $1::bigint) AS last_id`,
    [count],
  );
  return rows[0].last_id - count + 1;
}

/** One statement per batch: the orders, their log entries and shipments are stored together or not at all. */
async function insertBatch(db: Db, batch: OrderSeed) {
  const orderColumns = Object.keys(batch.orders[0]).join(', ');
  await db.query(
    `WITH new_orders AS (
       INSERT INTO orders (${orderColumns}) SELECT ${orderColumns} FROM json_populate_recordset(null::orders, $1)
     ), new_log AS (
       INSERT INTO order_log (${LOG_COLUMNS}) SELECT ${LOG_COLUMNS} FROM json_populate_recordset(null::order_log, $2)
     )
     INSERT INTO shipments (${SHIPMENT_COLUMNS})
       SELECT ${SHIPMENT_COLUMNS} FROM json_populate_recordset(null::shipments, $3)`,
    [JSON.stringify(batch.orders), JSON.stringify(batch.orderLog), JSON.stringify(batch.shipments)],
  );
}
