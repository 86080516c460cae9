import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { makeFeatures, makeOrder, ORDER_DATE, postnlShipment } from './order-fixture.ts';
import { showOrder } from './render-pane.tsx';

const block = (title: string) => screen.getByRole('region', { name: title });
const warnings = () => screen.queryByRole('list', { name: 'Waarschuwingen' });

beforeEach(() => {
  closeOrder();
  appData.features = makeFeatures();
});

describe('order detail header', () => {
  it('shows the number, the long order time and a badge per property', () => {
    showOrder(makeOrder({
      secondChance: true, isMourning: true, isEveningDelivery: true, hasPhotoService: true, activeTransporter: 'redjepakketje',
    }));
    expect(screen.getByRole('heading', { name: 'BLB0000034' })).toBeInTheDocument();
    expect(screen.getByText('Besteld op 3 december 2026 14:05')).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Kenmerken' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(badges).toEqual(['Tweede kans', 'Rouw', 'Avondbezorging', 'Fotoservice', 'Red je Pakketje']);
  });

  it('shows no badges for a plain order', () => {
    showOrder(makeOrder());
    expect(screen.queryByRole('list', { name: 'Kenmerken' })).not.toBeInTheDocument();
  });
});

describe('order detail blocks', () => {
  it('writes the delivery date as DD-MM-YYYY', () => {
    showOrder(makeOrder({ deliveryDate: '2026-12-24' }));
    expect(block('Leverdatum')).toHaveTextContent('24-12-2026');
  });

  it('labels the time of a church delivery as the church service, any other as the funeral', () => {
    const recipient = makeOrder().recipient;
    showOrder(makeOrder({ deliveryDateTime: ORDER_DATE, recipient: { ...recipient, addressType: 'church' } }));
    expect(block('Kerkdienst')).toHaveTextContent('3 december 2026 14:05');
    expect(screen.queryByRole('region', { name: 'Uitvaart' })).not.toBeInTheDocument();
  });

  it("labels a funeral time as Uitvaart, and says 'Geen tijd' without one", () => {
    const recipient = makeOrder().recipient;
    const { unmount } = showOrder(makeOrder({ deliveryDateTime: ORDER_DATE, recipient: { ...recipient, addressType: 'funeral' } }));
    expect(block('Uitvaart')).toHaveTextContent('3 december 2026 14:05');
    unmount();
    showOrder(makeOrder({ deliveryDateTime: null, recipient: { ...recipient, addressType: 'funeral' } }));
    expect(block('Uitvaart')).toHaveTextContent('Geen tijd');
  });

  it('keeps the line breaks of a card text', () => {
    showOrder(makeOrder({ card: { id: 20012790, title: 'Kaartje', text: 'Lieve Iris,\nGefeliciteerd!\nMarieke', left: '', right: '' } }));
    const text = within(block('Kaart')).getByText(/Lieve Iris/);
    expect(text.textContent).toBe('Lieve Iris,\nGefeliciteerd!\nMarieke');
    expect(text).toHaveClass('detail-multiline');
  });

  it('shows a ribbon as its two lines, as Rouwlint on a mourning order', () => {
    const ribbon = { id: 20012781, title: 'Rouwlint', text: '', left: 'In liefdevolle herinnering', right: 'Familie Jansen' };
    const { unmount } = showOrder(makeOrder({ isMourning: true, card: ribbon }));
    expect(block('Rouwlint')).toHaveTextContent('Links: In liefdevolle herinnering');
    expect(block('Rouwlint')).toHaveTextContent('Rechts: Familie Jansen');
    expect(screen.queryByRole('region', { name: 'Kaart' })).not.toBeInTheDocument();
    unmount();
    showOrder(makeOrder({ isMourning: false, card: ribbon }));
    expect(block('Lint')).toHaveTextContent('Familie Jansen');
  });

  it('says when there is no card', () => {
    showOrder(makeOrder({ card: null }));
    expect(block('Kaart')).toHaveTextContent('Geen kaart');
  });

  it('shows notes, comment, recipient, customer, e-mail addresses, status, payment and treatment', () => {
    const order = makeOrder();
    showOrder(makeOrder({
      description: 'Bellen voor bezorging',
      comment: 'Graag voor 12 uur',
      recipient: { ...order.recipient, company: true, companyName: 'Uitvaartcentrum De Linde' },
      customer: {
        ...order.customer, companyTitle: 'Bakkerij Brouwer', reference: 'PO-77', invoiceEmailAddress: 'factuur@brouwer.example',
      },
      deliveryStatus: 'Bezorgd bij de buren',
      deliveryStatusNr: '92',
      isPaid: false,
      paymentMethod: { id: 2, title: 'Op rekening', icon: 'invoice' },
      treatment: 'Geprint',
    }));
    expect(block('Interne notities')).toHaveTextContent('Bellen voor bezorging');
    expect(block('Opmerking klant')).toHaveTextContent('Graag voor 12 uur');
    expect(block('Afleveradres')).toHaveTextContent('Uitvaartcentrum De LindeIris DijkstraMarktplein 1667425 SM Deventer');
    const customer = block('Klant');
    expect(customer).toHaveTextContent('Bakkerij Brouwer');
    expect(customer).toHaveTextContent('Mevr. M. van Brouwer');
    expect(customer).toHaveTextContent('Graaf Florisstraat 35');
    expect(customer).toHaveTextContent('Tel. 06-83828016');
    expect(customer).toHaveTextContent('Referentie: PO-77');
    expect(customer).toHaveTextContent('Factuur: factuur@brouwer.example');
    expect(within(block('E-mail klant')).getByRole('link', { name: 'marieke@example.nl' })).toHaveAttribute('href', 'mailto:marieke@example.nl');
    expect(block('Factuur e-mail')).toHaveTextContent('factuur@brouwer.example');
    expect(block('Bezorgstatus')).toHaveTextContent('Bezorgd bij de buren, huisnummer 92');
    expect(block('Betaling')).toHaveTextContent('Op rekening Niet betaald');
    expect(block('Verwerking')).toHaveTextContent('Geprint');
  });

  it('greets a man as Dhr. and someone of unknown gender without a salutation', () => {
    const customer = makeOrder().customer;
    const { unmount } = showOrder(makeOrder({ customer: { ...customer, name: { gender: 'M', initials: 'J.', middleName: '', lastName: 'Vos' } } }));
    expect(block('Klant')).toHaveTextContent('Dhr. J. Vos');
    unmount();
    showOrder(makeOrder({ customer: { ...customer, name: { gender: 'U', initials: 'J.', middleName: '', lastName: 'Vos' } } }));
    expect(block('Klant')).not.toHaveTextContent(/Dhr\.|Mevr\./);
  });

  it('shows a paid order as Betaald', () => {
    showOrder(makeOrder({ isPaid: true }));
    expect(block('Betaling')).toHaveTextContent('iDEAL Betaald');
  });
});

describe('order lines', () => {
  it('shows quantity, prices, costs and totals in euros, without the hidden products', () => {
    showOrder(makeOrder({
      orderItems: [
        { productId: 940114, title: 'Boeket Herfstgloed', quantity: 2, pricePerProduct: 12.5, price: 25 },
        { productId: 943233, title: 'Verborgen toeslag', quantity: 1, pricePerProduct: 1, price: 1 },
        { productId: 943234, title: 'Verborgen korting', quantity: 1, pricePerProduct: -1, price: -1 },
      ],
      deliveryCosts: 6.95,
      invoiceCosts: 1.5,
      totalEx: 30.69,
      totalIn: 33.45,
    }));
    const table = screen.getByRole('table', { name: 'Orderregels' });
    const [, line] = within(table).getAllByRole('row');
    expect(within(line).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', 'Boeket Herfstgloed', '€ 12,50', '€ 25,00']);
    expect(table).not.toHaveTextContent('Verborgen');
    expect(within(table).getByRole('row', { name: 'Bezorgkosten € 6,95' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Factuurkosten € 1,50' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Totaal excl. btw € 30,69' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Totaal incl. btw € 33,45' })).toBeInTheDocument();
  });
});

describe('order detail warnings', () => {
  it('has none for an ordinary order', () => {
    showOrder(makeOrder());
    expect(warnings()).not.toBeInTheDocument();
  });

  it('warns about internal notes', () => {
    showOrder(makeOrder({ description: 'Klant belt nog over de bezorgtijd' }));
    expect(warnings()).toHaveTextContent('Let op: deze order heeft interne notities');
  });

  it('warns when the card has too many lines to print', () => {
    const text = Array.from({ length: 11 }, (_, line) => `Regel ${line + 1}`).join('\n');
    showOrder(makeOrder({ card: { id: 20012790, title: 'Kaartje', text, left: '', right: '' } }));
    expect(warnings()).toHaveTextContent('Kaart tekst bevat teveel regels om te kunnen printen (max 10)');
  });

  it('does not warn about a card of ten lines', () => {
    const text = Array.from({ length: 10 }, (_, line) => `Regel ${line + 1}`).join('\n');
    showOrder(makeOrder({ card: { id: 20012790, title: 'Kaartje', text, left: '', right: '' } }));
    expect(warnings()).not.toBeInTheDocument();
  });

  it('warns about a card from the own card range, but not about the ribbon', () => {
    const { unmount } = showOrder(makeOrder({ card: { id: 20012779, title: 'Kaartje', text: 'Hoi', left: '', right: '' } }));
    expect(warnings()).toHaveTextContent('Let op: Kaartje 20012779 komt uit het eigen kaartenassortiment');
    unmount();
    showOrder(makeOrder({ card: { id: 20012781, title: 'Rouwlint', text: '', left: 'Rust zacht', right: 'Jan' } }));
    expect(warnings()).not.toBeInTheDocument();
  });
});

describe('internal log', () => {
  const internalLog = [
    { id: 1, createDatetime: ORDER_DATE, createUserName: 'medewerker', content: 'Klant gebeld, bezorging na 14:00' },
  ];

  it('lists the entries with user, time and content', () => {
    showOrder(makeOrder({ internalLog }));
    const log = screen.getByRole('region', { name: 'Interne log' });
    expect(log).toHaveTextContent('medewerker 3 december 2026 14:05');
    expect(log).toHaveTextContent('Klant gebeld, bezorging na 14:00');
    expect(within(log).getByRole('button', { name: 'Notitie verwijderen' })).toBeEnabled();
  });

  it('is hidden when the location switched its feature off', () => {
    appData.features = makeFeatures({ internalLog: false });
    showOrder(makeOrder({ internalLog }));
    expect(screen.queryByRole('region', { name: 'Interne log' })).not.toBeInTheDocument();
  });

  it('is shown when the location does not list the feature', () => {
    appData.features = [];
    showOrder(makeOrder());
    expect(screen.getByRole('region', { name: 'Interne log' })).toHaveTextContent('Geen notities');
  });
});

describe('carrier rows', () => {
  const grid = () => within(screen.getByRole('region', { name: 'Vervoerders' })).getByRole('list');
  const dynalogic = { code: '4123', url: 'https://tracking.dynalogic.eu/ordernumber/4123/zipcode/7425SM', status: 'PROCESSING' };
  // A location that offers no carriers of its own: the rows are the order's (tests/client/detail/carrier-button.test.tsx has the others).
  beforeEach(() => {
    appData.features = makeFeatures().filter((feature) => feature.extraAttribute_28088960 !== 'transporter');
  });

  it('shows one carrier in one column with its status and tracking link', () => {
    showOrder(makeOrder({ activeTransporter: 'postnl', transport: { postnl: postnlShipment() } }));
    expect(grid()).toHaveAttribute('data-columns', '1');
    const row = within(grid()).getByRole('listitem', { name: 'PostNL' });
    expect(row).toHaveTextContent('Aangemeld');
    expect(row).toHaveTextContent('Track: 3SDEVC190269246');
    expect(within(row).getByRole('link', { name: '3SDEVC190269246' }))
      .toHaveAttribute('href', 'https://jouw.postnl.nl/track-and-trace/3SDEVC190269246-NL-7425SM');
    expect(within(row).getByRole('button', { name: 'Print PostNL label' })).toBeEnabled();
  });

  it('lays two carriers out in two columns and three or more in three', () => {
    const { unmount } = showOrder(makeOrder({ activeTransporter: 'dynalogic', transport: { postnl: postnlShipment(), dynalogic } }));
    expect(grid()).toHaveAttribute('data-columns', '2');
    expect(within(grid()).getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual(['Dynalogic', 'PostNL']);
    expect(within(grid()).getByRole('listitem', { name: 'Dynalogic' })).toHaveTextContent('Wacht op label...');
    unmount();
    showOrder(makeOrder({
      activeTransporter: 'postnl',
      transport: { postnl: postnlShipment(), dynalogic, redjepakketje: { isRegistered: false }, regio: {} },
    }));
    expect(grid()).toHaveAttribute('data-columns', '3');
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid()).getByRole('listitem', { name: 'Red je Pakketje' })).toHaveTextContent('Niet aangemeld');
  });

  it('shows a regio order that was only printed as not registered, without tracking', () => {
    showOrder(makeOrder({
      activeTransporter: 'regio', isRegioPrintedOnly: true, transport: { regio: { code: 'REG1', url: 'https://regio.example/REG1' } },
    }));
    const row = within(grid()).getByRole('listitem', { name: 'Regio' });
    expect(row).toHaveTextContent('Alleen geprint, niet aangemeld');
    expect(row).not.toHaveTextContent('Track:');
  });

  it('has no carrier rows for an order handed to a colleague florist', () => {
    showOrder(makeOrder({ activeTransporter: 'florist', transport: { florist: { id: 41000010 } } }));
    expect(screen.queryByRole('region', { name: 'Vervoerders' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Kenmerken' })).getByText('Collega bloemist')).toBeInTheDocument();
  });
});

describe('order detail links', () => {
  it('links to the attachments of the order on the same route, the tracking page and the management tool', () => {
    const order = makeOrder({
      activeTransporter: 'postnl', transport: { postnl: postnlShipment() }, attachments: [{ id: 5, title: 'foto.jpg', fileType: 'jpg' }],
    });
    showOrder(order, '/order/t[processed]/q[bos]/p[2]/10000034');
    const links = screen.getByRole('navigation', { name: 'Koppelingen' });
    expect(within(links).getByRole('link', { name: 'Bijlagen (1)' }))
      .toHaveAttribute('href', '/order/t[processed]/q[bos]/p[2]/10000034/attachments');
    const tracking = within(links).getByRole('link', { name: 'Trackingpagina klant' });
    expect(tracking).toHaveAttribute('href', 'https://jouw.postnl.nl/track-and-trace/3SDEVC190269246-NL-7425SM');
    expect(tracking).toHaveAttribute('target', '_blank');
    const manage = within(links).getByRole('link', { name: 'Bewerken in beheer' });
    expect(manage).toHaveAttribute('href', 'https://beheer.example.nl/orders/10000034/edit');
    expect(manage).toHaveAttribute('target', '_blank');
  });

  it("swaps 'Naar collega bloemist' for 'Bekijk als collega bloemist' once the order went to a colleague", () => {
    showOrder(makeOrder({ treatment: 'Nieuw' }), '/order/t[unprocessed]/10000034');
    expect(screen.getByRole('link', { name: 'Naar collega bloemist' })).toHaveAttribute('href', '/order/t[unprocessed]/10000034/sendToColleague');
    expect(screen.queryByRole('link', { name: 'Bekijk als collega bloemist' })).not.toBeInTheDocument();
  });

  it('links an order handled by a colleague florist to their view of it', () => {
    showOrder(makeOrder({ treatment: 'Collega bloemist' }), '/order/t[processed]/10000034');
    expect(screen.getByRole('link', { name: 'Bekijk als collega bloemist' })).toHaveAttribute('href', '/order/t[processed]/10000034/viewFlorist');
    expect(screen.queryByRole('link', { name: 'Naar collega bloemist' })).not.toBeInTheDocument();
  });

  it('has no tracking page link when no carrier has tracking', () => {
    showOrder(makeOrder());
    expect(screen.queryByRole('link', { name: 'Trackingpagina klant' })).not.toBeInTheDocument();
  });
});
