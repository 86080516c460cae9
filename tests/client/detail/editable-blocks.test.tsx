import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { runCommand } from '../../../src/client/commands/run-command.ts';
import { activeOrder, closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { orderCache } from '../../../src/client/state/order-cache.ts';
import { stopEditing } from '../../../src/client/state/order-edit.ts';
import { amsterdamDay, dutchDay } from '../../helpers/days.ts';
import { json, mockApi } from './api-mock.ts';
import { changeTo, makeFeatures, makeOrder, ORDER_DATE } from './order-fixture.ts';
import { showOrder } from './render-pane.tsx';

const ORDER_PATH = '/order/t[unprocessed]/10000034';
const block = (title: string) => screen.getByRole('region', { name: title });
/** A field of the one block being edited. */
const input = (label: string) => within(screen.getByRole('form')).getByLabelText(label);
const editForm = (title: string) => within(block(title)).getByRole('form', { name: `${title} bewerken` });

beforeEach(() => {
  closeOrder();
  stopEditing();
  appData.features = makeFeatures();
  // Commands read the address bar, as they do in the app.
  window.history.pushState({}, '', ORDER_PATH);
});

const ribbon = { id: 20012781, title: 'Lint', text: '', left: 'Met liefde', right: 'Familie Jansen' };
const churchRecipient = { ...makeOrder().recipient, addressType: 'church' };

describe.each([
  { title: 'Leverdatum', command: 'block.editDeliveryDate', field: 'Leverdatum', value: '24-12-2026' },
  { title: 'Kerkdienst', command: 'block.editDeliveryMoment', field: 'Datum', value: '03-12-2026' },
  { title: 'Kaart', command: 'block.editCard', field: 'Kaarttekst', value: 'Gefeliciteerd!\nMarieke' },
  { title: 'Lint', command: 'block.editCard', field: 'Links', value: 'Met liefde' },
  { title: 'Interne notities', command: 'block.editNotes', field: 'Interne notities', value: 'Achterom' },
  { title: 'Opmerking klant', command: 'block.editComment', field: 'Opmerking klant', value: 'Graag voor 12 uur' },
  { title: 'Afleveradres', command: 'block.editAddress', field: 'Naam', value: 'Iris Dijkstra' },
  { title: 'Klant', command: 'block.editCustomer', field: 'Bedrijf', value: '' },
  { title: 'E-mail klant', command: 'block.editEmail', field: 'E-mail klant', value: 'marieke@example.nl' },
  { title: 'Factuur e-mail', command: 'block.editInvoiceEmail', field: 'Factuur e-mail', value: 'factuur@example.nl' },
  { title: 'Bezorgstatus', command: 'block.editDeliveryStatus', field: 'Bezorgstatus', value: 'Bij de buren' },
])('the $title block', ({ title, command, field, value }) => {
  const order = () => makeOrder({
    card: title === 'Lint' ? ribbon : makeOrder().card,
    description: 'Achterom',
    comment: 'Graag voor 12 uur',
    deliveryDateTime: ORDER_DATE,
    recipient: churchRecipient,
    deliveryStatus: 'Bij de buren',
    customer: { ...makeOrder().customer, invoiceEmailAddress: 'factuur@example.nl' },
  });

  it('opens with its pencil, focuses the first field, and Escape returns to the view without a request', async () => {
    const { sent } = mockApi(() => json({}));
    showOrder(order(), ORDER_PATH);
    await userEvent.click(screen.getByRole('button', { name: `Bewerken: ${title}` }));
    const input = within(editForm(title)).getByLabelText(field);
    expect(input).toHaveFocus();
    expect(input).toHaveValue(value);
    await userEvent.keyboard('{Escape}');
    expect(within(block(title)).queryByRole('form')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it(`opens with the command ${command}, and Annuleren returns to the view without a request`, async () => {
    const { sent } = mockApi(() => json({}));
    showOrder(order(), ORDER_PATH);
    await act(async () => {
      expect(await runCommand(command)).toBe(true);
    });
    expect(within(editForm(title)).getByLabelText(field)).toHaveFocus();
    await userEvent.click(within(block(title)).getByRole('button', { name: 'Annuleren' }));
    expect(within(block(title)).queryByRole('form')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('validation after a field is touched', () => {
  const openBlock = async (title: string) => userEvent.click(screen.getByRole('button', { name: `Bewerken: ${title}` }));

  it('says a card text of 11 lines has too many, once the field is left', async () => {
    showOrder(makeOrder());
    await openBlock('Kaart');
    const text = input('Kaarttekst');
    await userEvent.clear(text);
    await userEvent.type(text, 'regel{Enter}'.repeat(10) + 'regel');
    expect(within(block('Kaart')).queryByText('Bevat meer dan 10 regels')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(within(block('Kaart')).getByText('Bevat meer dan 10 regels')).toBeInTheDocument();
  });

  it('warns that a card with too many lines cannot be printed', () => {
    showOrder(makeOrder({ card: { id: 20012790, title: 'Kaartje', text: 'regel\n'.repeat(10), left: '', right: '' } }));
    expect(screen.getByRole('list', { name: 'Waarschuwingen' }))
      .toHaveTextContent('Kaart tekst bevat teveel regels om te kunnen printen (max 10)');
  });

  it('limits a ribbon line to 60 characters', async () => {
    showOrder(makeOrder({ card: ribbon }));
    await openBlock('Lint');
    await userEvent.clear(input('Links'));
    await userEvent.type(input('Links'), 'x'.repeat(61));
    await userEvent.tab();
    expect(within(block('Lint')).getByText('Dit veld is te lang (max 60 karakters)')).toBeInTheDocument();
  });

  it('checks a Dutch postcode, but not a Belgian one', async () => {
    showOrder(makeOrder());
    await openBlock('Afleveradres');
    const zipcode = input('Postcode');
    await userEvent.clear(zipcode);
    await userEvent.type(zipcode, '0425 SM');
    await userEvent.tab();
    expect(within(block('Afleveradres')).getByText('Dit is geen geldig nederlands postcode')).toBeInTheDocument();

    await userEvent.clear(zipcode);
    await userEvent.type(zipcode, '7425sm');
    await userEvent.tab();
    expect(within(block('Afleveradres')).queryByText('Dit is geen geldig nederlands postcode')).not.toBeInTheDocument();

    await userEvent.clear(zipcode);
    await userEvent.type(zipcode, '1000');
    await userEvent.clear(input('Landcode'));
    await userEvent.type(input('Landcode'), 'BE');
    await userEvent.tab();
    expect(within(block('Afleveradres')).queryByText('Dit is geen geldig nederlands postcode')).not.toBeInTheDocument();
  });

  it('asks for a valid e-mail address, and for a required field', async () => {
    showOrder(makeOrder());
    await openBlock('E-mail klant');
    const email = input('E-mail klant');
    await userEvent.clear(email);
    await userEvent.tab();
    expect(within(block('E-mail klant')).getByText('Dit veld is verplicht.')).toBeInTheDocument();
    await userEvent.type(email, 'marieke@');
    expect(within(block('E-mail klant')).getByText('Voer een geldig e-mailadres in.')).toBeInTheDocument();
  });
});

describe('saving a block', () => {
  it('sends only the edited fields and the version, shows the answer and returns to the view', async () => {
    const success = vi.spyOn(toast, 'success');
    const saved = makeOrder({ version: 2, description: 'Achterom bij de schuur' });
    const { sent } = mockApi(() => json(changeTo(saved, ['description'])));
    showOrder(makeOrder({ description: 'Achterom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Interne notities' }));
    await userEvent.type(input('Interne notities'), ' bij de schuur');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(sent).toEqual([{
      method: 'PUT', url: '/gateway/api/workbench/order/10000034', body: { version: 1, description: 'Achterom bij de schuur' },
    }]);
    expect(await within(block('Interne notities')).findByText('Achterom bij de schuur')).toBeInTheDocument();
    expect(within(block('Interne notities')).queryByRole('form')).not.toBeInTheDocument();
    expect(activeOrder.order?.version).toBe(2);
    expect(orderCache.get(10000034)).toEqual(saved);
    expect(success).toHaveBeenCalledWith('Wijziging opgeslagen', expect.objectContaining({ action: expect.objectContaining({ label: 'Ongedaan maken' }) }));
  });

  it('stores a date typed DD-MM-YYYY as YYYY-MM-DD', async () => {
    const { sent } = mockApi(() => json(changeTo(makeOrder({ version: 2, deliveryDate: amsterdamDay(30) }), ['deliveryDate'])));
    showOrder(makeOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Leverdatum' }));
    await userEvent.clear(input('Leverdatum'));
    await userEvent.type(input('Leverdatum'), dutchDay(30));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent[0]!.body).toEqual({ version: 1, deliveryDate: amsterdamDay(30) });
    expect(await within(block('Leverdatum')).findByText(dutchDay(30))).toBeInTheDocument();
  });

  it('refuses a delivery date in the past, as the server does', async () => {
    const { sent } = mockApi(() => json(makeOrder({ version: 2 })));
    showOrder(makeOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Leverdatum' }));
    await userEvent.clear(input('Leverdatum'));
    await userEvent.type(input('Leverdatum'), dutchDay(-1));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await within(block('Leverdatum')).findByText('Deze datum ligt in het verleden')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  const conflict = 'De interne notities zijn intussen door iemand anders gewijzigd. '
    + 'De nieuwste versie wordt getoond; sla opnieuw op om uw wijziging er toch overheen te zetten.';

  /** Opens the notes, types over them and saves; the server refuses, answering with the colleague's version. */
  async function refusedNotesEdit(then: () => Response) {
    const current = makeOrder({ version: 5, comment: 'Door een collega gewijzigd', description: 'Achterom, van een collega' });
    let calls = 0;
    const api = mockApi(() => {
      calls += 1;
      return calls === 1 ? json({ message: conflict, code: 'CONFLICT', blocks: ['description'], order: current }, 409) : then();
    });
    showOrder(makeOrder({ version: 4, description: 'Oud' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Interne notities' }));
    await userEvent.clear(input('Interne notities'));
    await userEvent.type(input('Interne notities'), 'Nieuw van mij');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await within(block('Interne notities')).findByRole('alert');
    return api;
  }

  it("on a conflict shows the colleague's version beside the user's, still editable, and the current order", async () => {
    await refusedNotesEdit(() => json({}));
    expect(within(block('Interne notities')).getByRole('alert')).toHaveTextContent(conflict);
    const theirs = within(block('Interne notities')).getByRole('region', { name: 'Versie van collega' });
    expect(theirs).toHaveTextContent('Achterom, van een collega');
    expect(within(theirs).queryByRole('textbox')).toBeNull();
    const mine = within(block('Interne notities')).getByRole('region', { name: 'Uw versie' });
    expect(within(mine).getByLabelText('Interne notities')).toHaveValue('Nieuw van mij');
    expect(block('Opmerking klant')).toHaveTextContent('Door een collega gewijzigd');
    expect(activeOrder.order?.version).toBe(5);
    expect(screen.getByRole('button', { name: 'Mijn versie opslaan' })).toHaveAttribute('title', 'Mijn versie opslaan (Ctrl+Enter)');
    expect(screen.getByRole('button', { name: 'Versie van collega houden' })).toHaveAttribute('title', 'Versie van collega houden (Esc)');
  });

  it("'Mijn versie opslaan' saves the user's version over the colleague's, on the version the conflict brought", async () => {
    const { sent } = await refusedNotesEdit(() => json(changeTo(makeOrder({ version: 6, description: 'Nieuw van mij' }), ['description'])));
    await userEvent.click(screen.getByRole('button', { name: 'Mijn versie opslaan' }));
    expect(sent.map((request) => request.body)).toEqual([
      { version: 4, description: 'Nieuw van mij' },
      { version: 5, description: 'Nieuw van mij' },
    ]);
    expect(await within(block('Interne notities')).findByText('Nieuw van mij')).toBeInTheDocument();
    expect(within(block('Interne notities')).queryByRole('form')).not.toBeInTheDocument();
  });

  it("'Versie van collega houden', reached with Tab, drops the user's version without a request", async () => {
    const { sent } = await refusedNotesEdit(() => json({}));
    input('Interne notities').focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Mijn versie opslaan' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Versie van collega houden' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(block('Interne notities')).queryByRole('form')).not.toBeInTheDocument();
    expect(block('Interne notities')).toHaveTextContent('Achterom, van een collega');
    expect(sent).toHaveLength(1);
  });

  it('shows the field errors of a refused save at their fields', async () => {
    mockApi(() => json({
      message: 'Controleer uw gegevens', code: 'VALIDATION',
      errors: [{ field: 'recipient.address.city', message: 'Dit veld is te lang (max 100 karakters)' }],
    }, 400));
    showOrder(makeOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Afleveradres' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit veld is te lang (max 100 karakters)')).toBeInTheDocument();
    expect(input('Plaats')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows any other failure in a red panel and keeps the input', async () => {
    mockApi(() => json({ message: 'Onverwachte fout. Probeer nogmaals', code: 'INTERNAL' }, 500));
    showOrder(makeOrder());
    await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Opmerking klant' }));
    await userEvent.type(input('Opmerking klant'), 'Bellen');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const panel = await within(block('Opmerking klant')).findByRole('alert');
    expect(panel).toHaveTextContent('Er is een fout opgetreden');
    expect(panel).toHaveTextContent('Onverwachte fout. Probeer nogmaals');
    expect(input('Opmerking klant')).toHaveValue('Bellen');
  });
});

it('closes the block being edited when another order is opened', async () => {
  mockApi(async (request) => json(makeOrder({ id: Number(request.url.split('/').pop()), orderNumber: 'BLB0000035' })));
  const { navigate } = showOrder(makeOrder(), ORDER_PATH);
  await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Interne notities' }));
  act(() => navigate('/order/t[unprocessed]/10000035'));
  expect(await screen.findByRole('heading', { name: 'BLB0000035' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

it('keeps the Escape that closes a block from reaching the app keys (which would close an action panel too)', async () => {
  const appKeys = vi.fn();
  document.addEventListener('keydown', appKeys);
  showOrder(makeOrder());
  await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Opmerking klant' }));
  appKeys.mockClear();
  await userEvent.keyboard('{Escape}');
  document.removeEventListener('keydown', appKeys);
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  expect(appKeys).not.toHaveBeenCalled();
});
