import type { Order, OrderChange } from '../../../src/shared/schema/order.ts';
import type { Feature } from '../../../src/shared/schema/workbench.ts';

/** 3 December 2026 14:05 in Amsterdam. */
export const ORDER_DATE = Date.UTC(2026, 11, 3, 13, 5) / 1000;

/** A complete processed order as GET /workbench/order/{id} returns it; tests override what they look at. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 10000034,
    orderNumber: 'BLB0000034',
    version: 1,
    orderDate: ORDER_DATE,
    deliveryDate: '2026-12-24',
    deliveryDateTime: null,
    treatment: 'Verwerkt',
    activeTransporter: null,
    tag: null,
    secondChance: false,
    isMourning: false,
    isMorningDelivery: false,
    isAfternoonDelivery: false,
    isEveningDelivery: false,
    hasPhotoService: false,
    description: '',
    comment: '',
    imageUrl: null,
    isPaid: true,
    paymentMethod: { id: 1, title: 'iDEAL', icon: 'ideal' },
    deliveryStatus: null,
    deliveryStatusNr: null,
    deliveryCosts: 6.95,
    invoiceCosts: 0,
    totalEx: 24.68,
    totalIn: 26.9,
    excludeFromGuestbookInvitation: false,
    attribute_29836110: false,
    url: 'https://beheer.example.nl/orders/10000034/edit',
    orderItems: [{ productId: 940107, title: "Gerbera's geel", quantity: 1, pricePerProduct: 19.95, price: 19.95 }],
    attachments: [],
    extraService: { photo: false },
    card: { id: 20012790, title: 'Kaartje', text: 'Gefeliciteerd!\nMarieke', left: '', right: '' },
    recipient: {
      type: 'private',
      addressType: 'home',
      company: false,
      companyName: '',
      companyTitle: '',
      name: 'Iris Dijkstra',
      address: { street: 'Marktplein', streetNumber: '166', zipcode: '7425 SM', city: 'Deventer', countryCode: 'NL', country: 'Nederland' },
      phoneNumber: '0570-600023',
      emailAddress: '',
    },
    customer: {
      companyTitle: '',
      name: { gender: 'F', initials: 'M.', middleName: 'van', lastName: 'Brouwer' },
      address: { street: 'Graaf Florisstraat', streetNumber: '35', zipcode: '7428 PM', city: 'Deventer', countryCode: 'NL', country: 'Nederland' },
      phoneNumber: '06-83828016',
      reference: '',
      invoiceEmailAddress: '',
      emailAddress: 'marieke@example.nl',
      anonymous: false,
    },
    printJobs: {},
    internalLog: [],
    workbenchMeta: { mailJobs: {} },
    transport: {},
    isRegioPrintedOnly: false,
    ownDelivery: false,
    hasReminders: false,
    blackListed: false,
    ...overrides,
  };
}

const CARRIER_TITLES = { postnl: 'PostNL', dynalogic: 'Dynalogic', redjepakketje: 'Red je Pakketje', regio: 'Regio' };

/** The features a location lists: the carriers with their display titles, and the internal log switched on or off. */
export function makeFeatures({ internalLog = true } = {}): Feature[] {
  const feature = (id: number, title: string, group: string, displayTitle: string, enabled = true): Feature => ({
    id,
    title,
    extraAttribute_28088960: group,
    extraAttribute_28088961: enabled,
    extraAttribute_28088962: true,
    extraAttribute_28090100: displayTitle,
    extraAttribute_28090089: 0,
  });
  return [
    ...Object.entries(CARRIER_TITLES).map(([carrier, title], index) => feature(28200101 + index, carrier, 'transporter', title)),
    feature(28200301, 'internalLog', 'block', 'Interne log', internalLog),
  ];
}

/** A registered PostNL shipment with its tracking link, as the carrier adapter stores it on the order. */
export function postnlShipment(code = '3SDEVC190269246') {
  const url = `https://jouw.postnl.nl/track-and-trace/${code}-NL-7425SM`;
  return { code, url, status: 'REGISTERED', isRegistered: true, shipments: { [code]: url } };
}

/**
 * The change a write answers (issue 23) that left the order as `order`: its version and the named blocks as the
 * order has them; `extra` adds the list row and where it was, for writes that move it between lists.
 */
export function changeTo(order: Order, blocks: (keyof Order)[], extra: Partial<OrderChange> = {}): OrderChange {
  return { orderId: order.id, version: order.version, blocks: Object.fromEntries(blocks.map((key) => [key, order[key]])), ...extra };
}
