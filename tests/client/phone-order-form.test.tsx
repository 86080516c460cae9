// Issue 24: the phone-order form by keyboard — a known customer picked with ↓ and Enter, the address filled from its
// postcode, a product added, Ctrl+Enter saving through the cart path, the server's field errors at their fields with
// the focus on the first, and Esc asking before typed text is thrown away.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KeymapHost } from '../../src/client/commands/KeymapHost.tsx';
import { OrderDetailPane } from '../../src/client/detail/OrderDetailPane.tsx';
import { closeOrder } from '../../src/client/state/active-order.ts';
import { appData } from '../../src/client/state/app-data.ts';
import { session } from '../../src/client/state/session.ts';
import type { CartDraft } from '../../src/shared/schema/order.ts';
import type { KnownCustomer, KnownProduct } from '../../src/shared/schema/phone-order.ts';
import { amsterdamDay, dutchDay } from '../helpers/days.ts';
import { json, mockApi, type SentRequest } from './detail/api-mock.ts';
import { makeFeatures, makeOrder } from './detail/order-fixture.ts';

const CREATE_PATH = '/order/t[unprocessed]/create';
const address = { street: 'Brink', streetNumber: '12', zipcode: '7411 BR', city: 'Deventer', countryCode: 'NL' };
const VISSER: KnownCustomer = {
  companyTitle: '', name: { gender: 'F', initials: 'M.', middleName: '', lastName: 'Visser' }, address,
  phoneNumber: '06-88387256', reference: '', invoiceEmailAddress: '', emailAddress: 'maria.visser@outlook.example',
  anonymous: false, lastOrderId: 10000123,
};
const KNOWN_CUSTOMERS = [{ ...VISSER, name: { ...VISSER.name, initials: 'K.' }, emailAddress: 'k.visser@example.nl', lastOrderId: 10000200 }, VISSER];
const LENTEGROET: KnownProduct = { productId: 940102, title: 'Boeket Lentegroet', pricePerProduct: 24.95 };
const CREATED = makeOrder({ id: 10000301, orderNumber: 'BLB0000301' });

const isCreate = (request: SentRequest) => request.method === 'POST' && request.url === '/gateway/api/workbench/order';

function serve(create: () => Response = () => json(CREATED, 201)) {
  return mockApi((request) => {
    if (request.url.includes('/workbench/customers?')) return json(KNOWN_CUSTOMERS);
    if (/addresses\?zipcode=2011vb/i.test(request.url)) return json({ street: 'Grote Markt', city: 'Haarlem' });
    if (request.url.includes('/workbench/products?')) return json([LENTEGROET]);
    if (isCreate(request)) return create();
    if (request.url.endsWith(`/workbench/order/${CREATED.id}`)) return json(CREATED);
    return json({ message: 'Onverwacht verzoek' }, 500);
  });
}

/** The form loads on first use (issue 26): a test starts once it shows. */
async function showForm() {
  window.history.replaceState(null, '', CREATE_PATH);
  render(<><KeymapHost /><OrderDetailPane /></>);
  await screen.findByRole('heading', { name: 'Nieuwe order (telefoon/winkel)' });
  return userEvent.setup();
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const cartOf = (sent: SentRequest[]) => JSON.parse((sent.find(isCreate)!.body as { cart: string }).cart) as CartDraft;

/** Picks Visser from the search by keyboard, then types the recipient and adds two Lentegroet. */
async function fillByKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('viss');
  await screen.findByRole('option', { name: /K\. Visser/ }, { timeout: 3000 });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(field('Achternaam')).toHaveValue('Visser');
  expect(field('Voorletters')).toHaveValue('M.');
  expect(field('E-mail (niet verplicht)')).toHaveValue('maria.visser@outlook.example');

  await user.click(field('Naam'));
  await user.keyboard('Anna Bos{Tab}{Tab}2011vb{Tab}3');
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Straat' }).at(-1)).toHaveValue('Grote Markt'));
  expect(screen.getAllByRole('textbox', { name: 'Plaats' }).at(-1)).toHaveValue('Haarlem');
  expect(screen.getByText('Adres gevonden: Grote Markt, Haarlem')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Product zoeken' }));
  await user.keyboard('lente');
  await screen.findByRole('option', { name: /Boeket Lentegroet/ }, { timeout: 3000 });
  await user.keyboard('{Enter}');
  expect(field('Aantal'), 'the new line waits for its quantity').toHaveFocus();
  await user.keyboard('{Control>}a{/Control}2');
  expect(screen.getByRole('status', { name: 'Totaal' })).toHaveTextContent('€ 49,90');
  await user.type(field('Kaarttekst'), 'Van harte!');
}

beforeEach(() => {
  closeOrder();
  appData.features = makeFeatures();
});

describe('the phone-order form', () => {
  it('opens with the focus in the customer search and Tab in reading order', async () => {
    serve();
    const user = await showForm();
    expect(screen.getByRole('heading', { name: 'Nieuwe order (telefoon/winkel)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Klant zoeken' })).toHaveFocus();
    const order: string[] = [];
    for (let step = 0; step < 8; step++) {
      await user.tab();
      order.push((document.activeElement as HTMLInputElement).labels?.[0]?.textContent ?? '');
    }
    expect(order).toEqual([
      'Bedrijf', 'Aanhef', 'Voorletters', 'Tussenvoegsel', 'Achternaam', 'Telefoon', 'E-mail (niet verplicht)',
      'De klant woont op het afleveradres',
    ]);
  });

  it('saves with Ctrl+Enter through the cart, says so and opens the new order', async () => {
    const { sent } = serve();
    const success = vi.spyOn(toast, 'success');
    const user = await showForm();
    await fillByKeyboard(user);
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(window.location.pathname).toBe(`/order/t[unprocessed]/${CREATED.id}`));
    expect(success).toHaveBeenCalledWith('Order BLB0000301 is aangemaakt');
    const cart = cartOf(sent);
    expect(cart).toMatchObject({
      deliveryDate: amsterdamDay(0),
      customer: { name: { gender: 'F', initials: 'M.', lastName: 'Visser' }, address, emailAddress: 'maria.visser@outlook.example' },
      recipient: { name: 'Anna Bos', address: { street: 'Grote Markt', streetNumber: '3', zipcode: '2011VB', city: 'Haarlem', countryCode: 'NL' } },
      items: [{ productId: 940102, title: 'Boeket Lentegroet', quantity: 2, pricePerProduct: 24.95 }],
      card: { text: 'Van harte!' },
      isPaid: false,
    });
  });

  it('checks the form first: nothing is sent, the errors are Dutch and the focus goes to the first', async () => {
    const { sent } = serve();
    const user = await showForm();
    await user.type(field('Achternaam'), '{Enter}');
    expect(screen.queryByText('Dit veld is verplicht.'), 'a plain Enter in a field does not submit').not.toBeInTheDocument();
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(field('Achternaam')).toHaveFocus());
    expect(field('Achternaam')).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(screen.getByText('Voeg ten minste één product toe')).toBeInTheDocument();
    expect(sent.filter(isCreate)).toEqual([]);
  });

  it("puts the server's field errors on their fields, the focus on the first", async () => {
    const refusal = () => json({
      message: 'De winkelwagen is ongeldig', code: 'INVALID_INPUT',
      errors: [
        { field: 'cart.deliveryDate', message: 'Deze datum ligt in het verleden' },
        { field: 'cart.items.0.pricePerProduct', message: 'Waarde te hoog' },
      ],
    }, 400);
    serve(refusal);
    const user = await showForm();
    await fillByKeyboard(user);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(field('Bezorgdatum')).toHaveFocus());
    expect(field('Bezorgdatum')).toHaveAccessibleDescription('Deze datum ligt in het verleden');
    expect(field('Prijs per stuk')).toHaveAccessibleDescription('Waarde te hoog');
    expect(window.location.pathname).toBe(CREATE_PATH);
  });

  it('refuses a date in the past itself, in Dutch', async () => {
    serve();
    const user = await showForm();
    await user.clear(field('Bezorgdatum'));
    await user.type(field('Bezorgdatum'), dutchDay(-1));
    await user.tab();
    expect(field('Bezorgdatum')).toHaveAccessibleDescription('Deze datum ligt in het verleden');
  });

  it('asks on Esc before throwing typed text away, and leaves an untouched form at once', async () => {
    serve();
    const user = await showForm();
    await user.type(field('Achternaam'), 'Jansen');
    await user.keyboard('{Escape}');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('De ingevulde gegevens gaan verloren. Wilt u de nieuwe order weggooien?');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(window.location.pathname).toBe(CREATE_PATH);
    expect(field('Achternaam')).toHaveValue('Jansen');

    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Weggooien' }));
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]'));
  });

  it('offers a Rouwlint for a mourning order, two lines of at most 60 characters', async () => {
    serve();
    const user = await showForm();
    await user.click(screen.getByRole('checkbox', { name: 'Rouwbestelling' }));
    expect(screen.getByRole('combobox', { name: 'Soort' })).toHaveDisplayValue('Rouwlint');
    await user.type(field('Links'), 'x'.repeat(61));
    await user.tab();
    expect(field('Links')).toHaveAccessibleDescription('Dit veld is te lang (max 60 karakters)');
    expect(screen.getByText('61 en 0 van 60 tekens')).toBeInTheDocument();
  });

  it('takes a line out by keyboard, the total following and the focus back in the product search', async () => {
    serve();
    const user = await showForm();
    await user.click(screen.getByRole('combobox', { name: 'Product zoeken' }));
    await user.keyboard('lente');
    await screen.findByRole('option', { name: /Boeket Lentegroet/ }, { timeout: 3000 });
    await user.keyboard('{Enter}');
    await user.clear(field('Bezorgkosten'));
    await user.type(field('Bezorgkosten'), '6,95');
    expect(screen.getByRole('status', { name: 'Totaal' })).toHaveTextContent('€ 31,90');
    screen.getByRole('button', { name: 'Verwijderen: Boeket Lentegroet' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Orderregels' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Totaal' })).toHaveTextContent('€ 6,95');
    expect(screen.getByRole('combobox', { name: 'Product zoeken' })).toHaveFocus();
  });

  it('closes only the result list on Esc while it is open', async () => {
    serve();
    const user = await showForm();
    await user.keyboard('viss');
    await screen.findByRole('option', { name: /K\. Visser/ }, { timeout: 3000 });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('combobox', { name: 'Klant zoeken' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option', { name: /Visser/ })).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(CREATE_PATH);
  });
});

describe('the phone-order form as a draft', () => {
  beforeEach(() => {
    localStorage.clear();
    session.auth = { token: 't', url: '/', user: { name: 'Marieke', isAdministrator: false }, created: 0, expires: Date.now() / 1000 + 3600 };
  });

  it("comes back with what was typed when the page went away ('Concept hersteld'), and is gone once saved", async () => {
    serve();
    let user = await showForm();
    await fillByKeyboard(user);
    await new Promise((resolve) => setTimeout(resolve, 400)); // the draft is written 300 ms after the last key
    cleanup();

    user = await showForm();
    expect(await screen.findByText('Concept hersteld')).toBeInTheDocument();
    expect(field('Naam')).toHaveValue('Anna Bos');
    expect(field('Achternaam')).toHaveValue('Visser');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(window.location.pathname).toBe(`/order/t[unprocessed]/${CREATED.id}`));
    cleanup();

    await showForm();
    expect(field('Naam')).toHaveValue('');
    expect(screen.queryByText('Concept hersteld')).toBeNull();
    session.auth = null;
  });
});
