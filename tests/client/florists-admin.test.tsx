import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminShell } from '../../src/client/admin/AdminShell.tsx';
import { FloristsPage } from '../../src/client/admin/florists/FloristsPage.tsx';
import { configureApi } from '../../src/client/api/client.ts';
import { session } from '../../src/client/state/session.ts';
import type { Florist, FloristInput } from '../../src/shared/schema/florists.ts';
import { json, mockApi, type SentRequest } from './detail/api-mock.ts';

const address = { street: 'Markt', streetNumber: '12', zipcode: '5211 JX', city: "'s-Hertogenbosch", countryCode: 'NL' };
const bosch: Florist = {
  id: 1001, name: 'Bloemen Bosch', contactPersonName: 'Anna de Vries', emailAddress: 'info@bloemenbosch.example',
  phoneNumber: '073-6123456', accountNumber: 'NL91ABNA0417164300', comment: '', address, deliveryCount: 10, active: true,
  deliveryCities: [
    { city: "'s-Hertogenbosch", price: 6.95, startTime: '08:00', endTime: '17:00' },
    { city: 'Vught', price: 8.5, startTime: '08:00', endTime: '17:00' },
  ],
};
const zwolle: Florist = {
  ...bosch, id: 1002, name: 'Zwolse Tulp', emailAddress: 'tulp@zwolle.example', active: false,
  address: { ...address, city: 'Zwolle', zipcode: '8011 AA' },
  deliveryCities: [{ city: 'Zwolle', price: 5.95, startTime: '09:00', endTime: '18:00' }],
};

/** A server holding these florists: it lists them and answers saves as the real one does. */
function mockFloristServer(florists: Florist[], refuse?: (request: SentRequest) => Response | undefined) {
  let nextId = 2000;
  const stored = (id: number, body: FloristInput, deliveryCount = 0): Florist => ({
    ...body, id, deliveryCount,
    deliveryCities: body.deliveryCities.map((entry) => ({ ...entry, price: Number(entry.price.replace(',', '.')) })),
  });
  return mockApi((request) => {
    const refusal = refuse?.(request);
    if (refusal) return refusal;
    if (request.method === 'GET' && request.url.endsWith('/workbench/florist')) return json(florists);
    if (request.method === 'POST') return json(stored(nextId++, request.body as FloristInput), 201);
    const id = Number(request.url.split('/').pop());
    if (request.method === 'PUT') return json(stored(id, request.body as FloristInput, florists.find((florist) => florist.id === id)!.deliveryCount));
    return json({ message: 'Niet gevonden' }, 404);
  });
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cellsOf = (name: string) => within(rowOf(name)).getAllByRole('cell').map((cell) => cell.textContent);
const box = (name: string) => screen.getByRole('textbox', { name });
const fieldOf = (name: string) => box(name).closest('.florist-field, td') as HTMLElement;

beforeEach(() => {
  configureApi({ token: () => 'token', onUnauthorized: () => {} });
});

describe('the florists page', () => {
  it('lists every florist with city, e-mail, number of delivery cities and state, after the loading text', async () => {
    mockFloristServer([bosch, zwolle]);
    render(<FloristsPage />);
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Bloemen Bosch' })).toBeInTheDocument();
    expect(screen.queryByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeNull();
    expect(cellsOf('Bloemen Bosch').slice(0, 4)).toEqual(["'s-Hertogenbosch", 'info@bloemenbosch.example', '2', 'Actief']);
    expect(cellsOf('Zwolse Tulp').slice(0, 4)).toEqual(['Zwolle', 'tulp@zwolle.example', '1', 'Gedeactiveerd']);
    expect(within(rowOf('Zwolse Tulp')).getByRole('button', { name: 'Zwolse Tulp activeren' })).toHaveTextContent('Activeren');
    expect(screen.getByRole('button', { name: 'Nieuwe bloemist' })).toBeEnabled();
  });

  it("says 'Geen gegevens om weer te geven' when there are none, and the server's message when the list fails", async () => {
    mockFloristServer([]);
    const { unmount } = render(<FloristsPage />);
    expect(await screen.findByText('Geen gegevens om weer te geven')).toBeInTheDocument();
    unmount();

    mockFloristServer([], () => json({ message: 'De server is even druk. Probeer het over enkele seconden opnieuw.' }, 503));
    render(<FloristsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden De server is even druk.');
  });

  it('adds a florist with a delivery city: the form sends what was typed, says so and lists the new florist', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { sent } = mockFloristServer([bosch]);
    render(<FloristsPage />);
    await user.click(await screen.findByRole('button', { name: 'Nieuwe bloemist' }));

    expect(screen.getByRole('form', { name: 'Nieuwe bloemist' })).toBeInTheDocument();
    expect(box('Naam')).toHaveFocus();
    await user.keyboard('Bloemenhuis Urk');
    await user.type(box('E-mailadres'), 'info@bloemenhuis-urk.example');
    await user.type(box('Straat'), 'Wijk 2');
    await user.type(box('Huisnummer'), '14');
    await user.type(box('Postcode'), '8321 EP');
    await user.type(box('Plaats'), 'Urk');
    expect(box('Landcode')).toHaveValue('NL');
    await user.click(screen.getByRole('button', { name: 'Plaats toevoegen' }));
    expect(box('Plaats 1')).toHaveFocus();
    await user.keyboard('Urk');
    await user.type(box('Prijs 1'), '5,95');
    await user.clear(box('Van 1'));
    await user.type(box('Van 1'), '08:30{Enter}');

    await waitFor(() => expect(success).toHaveBeenCalledWith('Bloemist is opgeslagen'));
    expect(sent.filter(({ method }) => method === 'POST')).toEqual([{
      method: 'POST',
      url: '/gateway/api/workbench/florist',
      body: {
        name: 'Bloemenhuis Urk', contactPersonName: '', emailAddress: 'info@bloemenhuis-urk.example', phoneNumber: '',
        accountNumber: '', comment: '',
        address: { street: 'Wijk 2', streetNumber: '14', zipcode: '8321 EP', city: 'Urk', countryCode: 'NL' },
        active: true,
        deliveryCities: [{ city: 'Urk', price: '5,95', startTime: '08:30', endTime: '17:00' }],
      },
    }]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(cellsOf('Bloemenhuis Urk').slice(0, 4)).toEqual(['Urk', 'info@bloemenhuis-urk.example', '1', 'Actief']);
    expect(screen.getByRole('button', { name: 'Bloemenhuis Urk bewerken' })).toHaveFocus();
  });

  it('shows the rules’ messages per field, once touched or on save, and sends nothing while they stand', async () => {
    const user = userEvent.setup();
    const { sent } = mockFloristServer([bosch]);
    render(<FloristsPage />);
    await user.click(await screen.findByRole('button', { name: 'Nieuwe bloemist' }));
    await user.type(box('E-mailadres'), 'info@bloemen');
    await user.tab();
    expect(within(fieldOf('E-mailadres')).getByText('Voer een geldig e-mailadres in.')).toBeInTheDocument();
    expect(box('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    await user.type(box('Postcode'), '0123 AB');
    await user.tab();
    expect(within(fieldOf('Postcode')).getByText('Dit is geen geldig nederlands postcode')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Plaats toevoegen' }));
    await user.type(box('Plaats 1'), 'Urk');
    await user.type(box('Prijs 1'), 'vijf euro');
    await user.clear(box('Van 1'));
    await user.type(box('Van 1'), '9 uur');
    await user.click(screen.getByRole('button', { name: 'Plaats toevoegen' }));
    await user.type(box('Plaats 2'), ' urk ');
    await user.type(box('Prijs 2'), '1500');
    await user.clear(box('Van 2'));
    await user.type(box('Van 2'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await within(fieldOf('Naam')).findByText('Dit veld is vereist')).toBeInTheDocument();
    expect(within(fieldOf('Straat')).getByText('Dit veld is vereist')).toBeInTheDocument();
    expect(within(fieldOf('Prijs 1')).getByText('Geen getal')).toBeInTheDocument();
    expect(within(fieldOf('Van 1')).getByText('Geen geldige tijd (UU:MM)')).toBeInTheDocument();
    expect(within(fieldOf('Plaats 2')).getByText('Deze plaats staat er al')).toBeInTheDocument();
    expect(within(fieldOf('Prijs 2')).getByText('Waarde is te groot (max 1000)')).toBeInTheDocument();
    expect(within(fieldOf('Tot 2')).getByText('De eindtijd moet na de begintijd liggen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bezorgplaats 2 verwijderen' }));
    expect(screen.queryByRole('textbox', { name: 'Plaats 2' })).toBeNull();
    expect(sent.filter(({ method }) => method !== 'GET')).toEqual([]);
  });

  it("shows the server's refusal in the red panel and on the field it names, keeping what was typed", async () => {
    const user = userEvent.setup();
    mockFloristServer([bosch], ({ method }) => method === 'PUT'
      ? json({ message: 'Controleer uw gegevens', code: 'VALIDATION', errors: [{ field: 'deliveryCities.1.city', message: 'Deze plaats staat er al' }] }, 400)
      : undefined);
    render(<FloristsPage />);
    await user.click(await screen.findByRole('button', { name: 'Bloemen Bosch bewerken' }));
    expect(box('Prijs 1')).toHaveValue('6,95');
    await user.clear(box('Plaats 2'));
    await user.type(box('Plaats 2'), 'Rosmalen');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden Controleer uw gegevens');
    expect(within(fieldOf('Plaats 2')).getByText('Deze plaats staat er al')).toBeInTheDocument();
    expect(box('Plaats 2')).toHaveValue('Rosmalen');
  });

  it('edits a florist: the whole florist is sent back with Dutch prices, Escape on another edit cancels it', async () => {
    const user = userEvent.setup();
    const { sent } = mockFloristServer([bosch, zwolle]);
    render(<FloristsPage />);
    await user.click(await screen.findByRole('button', { name: 'Bloemen Bosch bewerken' }));
    expect(screen.getByRole('form', { name: 'Bloemen Bosch bewerken' })).toBeInTheDocument();
    await user.clear(box('Prijs 2'));
    await user.type(box('Prijs 2'), '9,5');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByRole('rowheader', { name: 'Bloemen Bosch' });
    const put = sent.find(({ method }) => method === 'PUT')!;
    expect(put.url).toBe('/gateway/api/workbench/florist/1001');
    expect((put.body as FloristInput).deliveryCities).toEqual([
      { city: "'s-Hertogenbosch", price: '6,95', startTime: '08:00', endTime: '17:00' },
      { city: 'Vught', price: '9,5', startTime: '08:00', endTime: '17:00' },
    ]);
    expect((put.body as FloristInput).name).toBe('Bloemen Bosch');

    await user.click(screen.getByRole('button', { name: 'Zwolse Tulp bewerken' }));
    await user.type(box('Naam'), ' en meer');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'Zwolse Tulp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zwolse Tulp bewerken' })).toHaveFocus();
    expect(sent.filter(({ method }) => method === 'PUT')).toHaveLength(1);
  });

  it('deactivates a florist and activates them again, saving the florist as it is with only the state changed', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { sent } = mockFloristServer([bosch]);
    render(<FloristsPage />);
    await user.click(await screen.findByRole('button', { name: 'Bloemen Bosch deactiveren' }));
    await waitFor(() => expect(cellsOf('Bloemen Bosch')[3]).toBe('Gedeactiveerd'));
    expect(success).toHaveBeenCalledWith('Bloemen Bosch is gedeactiveerd');
    const put = sent.find(({ method }) => method === 'PUT')!;
    expect(put.body).toMatchObject({ name: 'Bloemen Bosch', active: false, address });
    expect((put.body as FloristInput).deliveryCities).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Bloemen Bosch activeren' }));
    await waitFor(() => expect(cellsOf('Bloemen Bosch')[3]).toBe('Actief'));
    expect(success).toHaveBeenCalledWith('Bloemen Bosch is weer actief');
  });

  it('toasts why a deactivation failed and leaves the florist as it was', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    mockFloristServer([bosch], ({ method }) => (method === 'PUT' ? json({ message: 'Bloemist 1001 is niet gevonden', code: 'NOT_FOUND' }, 404) : undefined));
    render(<FloristsPage />);
    await user.click(await screen.findByRole('button', { name: 'Bloemen Bosch deactiveren' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bloemist 1001 is niet gevonden'));
    expect(cellsOf('Bloemen Bosch')[3]).toBe('Actief');
  });

  it('Tab goes through the form in reading order, the delivery cities and the buttons last', async () => {
    const user = userEvent.setup();
    mockFloristServer([bosch]);
    render(<FloristsPage />);
    await user.click(await screen.findByRole('button', { name: 'Bloemen Bosch bewerken' }));
    const order: string[] = [];
    for (let step = 0; step < 24; step += 1) {
      const element = document.activeElement as HTMLElement;
      order.push(element.getAttribute('aria-label') ?? (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : element.textContent) ?? '');
      await user.tab();
    }
    expect(order).toEqual([
      'Naam *', 'Contactpersoon', 'E-mailadres *', 'Telefoonnummer', 'Rekeningnummer', 'Opmerking',
      'Straat *', 'Huisnummer *', 'Postcode', 'Plaats *', 'Landcode *',
      'Plaats 1', 'Prijs 1', 'Van 1', 'Tot 1', 'Bezorgplaats 1 verwijderen',
      'Plaats 2', 'Prijs 2', 'Van 2', 'Tot 2', 'Bezorgplaats 2 verwijderen',
      'Plaats toevoegen', 'Opslaan', 'Annuleren',
    ]);
  });
});

describe('the Beheer menu', () => {
  it("has 'Bloemisten', which opens the florists page", async () => {
    session.auth = { token: 't', url: '/', user: { name: 'beheerder', isAdministrator: true }, created: 0, expires: Date.now() / 1000 + 3600 };
    window.history.replaceState(null, '', '/admin');
    mockFloristServer([bosch]);
    const user = userEvent.setup();
    render(<AdminShell />);
    await user.click(screen.getByRole('link', { name: 'Bloemisten' }));
    expect(await screen.findByRole('heading', { name: 'Bloemisten' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Bloemen Bosch' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bloemisten' })).toHaveAttribute('aria-current', 'page');
    session.auth = null;
  });
});
