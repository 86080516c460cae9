// The order the print document tests print: Dutch characters, a service time, badges, a hidden line.
import { RIBBON_CARD_ID } from '../../src/shared/domain/constants.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';

/** The shared test order, with what the printed documents show set to values these tests look for. */
export function printOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    id: 1234567,
    orderNumber: 'WB-1234567',
    version: 3,
    orderDate: 1_795_000_000, // 18-11-2026 12:06 in Amsterdam
    deliveryDate: '2026-12-24',
    deliveryDateTime: 1_795_100_000, // 19 november 2026 15:53
    treatment: 'Nieuw',
    isMourning: true,
    isMorningDelivery: false,
    isAfternoonDelivery: false,
    isEveningDelivery: true,
    hasPhotoService: true,
    description: 'Bij de achterdeur afgeven',
    comment: 'Graag een strik om het boeket',
    deliveryCosts: 4.95,
    invoiceCosts: 0,
    totalEx: 30,
    totalIn: 36.3,
    orderItems: [
      { productId: 1001, title: 'Boeket Zoë', quantity: 2, pricePerProduct: 15, price: 30 },
      { productId: 943233, title: 'Verborgen bezorgregel', quantity: 1, pricePerProduct: 0, price: 0 },
    ],
    extraService: { photo: true },
    card: { id: 5001, title: 'Kaartje', text: 'Gefeliciteerd Zoë!\nVeel liefs, René en Anaïs', left: '', right: '' },
    recipient: {
      name: 'Anouk de Vries',
      addressType: 'funeral',
      phoneNumber: '0612345678',
      address: { street: 'Kerkstraat', streetNumber: '12a', zipcode: '6711 AB', city: 'Ede', countryCode: 'NL' },
    },
    customer: {
      companyTitle: '',
      name: { gender: 'F', initials: 'J.', middleName: '', lastName: 'Jansen' },
      address: { street: 'Dorpsstraat', streetNumber: '1', zipcode: '1234 AB', city: 'Utrecht', countryCode: 'NL' },
      phoneNumber: '',
      reference: '',
      invoiceEmailAddress: '',
      emailAddress: 'klant@voorbeeld.nl',
      anonymous: false,
    },
    ...overrides,
  });
}

export const ribbonCard = (left: string, right: string): Order['card'] => ({ id: RIBBON_CARD_ID, title: 'Lint', text: '', left, right });

/** Card text with `breaks` line breaks. */
export const cardTextWithBreaks = (breaks: number) => Array.from({ length: breaks + 1 }, (_, index) => `Regel ${index + 1} é`).join('\n');
