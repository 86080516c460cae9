import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationPage } from '../../src/client/admin/location/LocationPage.tsx';
import { configureApi } from '../../src/client/api/client.ts';
import { appData } from '../../src/client/state/app-data.ts';
import { workstation } from '../../src/client/state/workstation.ts';
import type { LocationConfig } from '../../src/shared/schema/print.ts';
import type { Feature, Printer } from '../../src/shared/schema/workbench.ts';
import { json } from './detail/api-mock.ts';

const printers: Printer[] = [
  { id: 'ams-orders', name: 'HP LaserJet', displayName: 'Orderprinter Amsterdam', computerName: 'PC1', provider: 'spool', state: 'online' },
  { id: 'ams-cards', name: 'Brother HL', displayName: 'Kaartjesprinter Amsterdam', computerName: 'PC1', provider: 'ipp', state: 'idle' },
  { id: 'ams-labels', name: 'Zebra ZD421', displayName: 'Labelprinter Amsterdam', computerName: 'PC2', provider: 'printnode', state: 'out_of_paper' },
];

const carrier = (title: string, displayTitle: string, enabled: boolean, id: number): Feature => ({
  id, title, extraAttribute_28088960: 'transporter', extraAttribute_28088961: enabled, extraAttribute_28088962: true,
  extraAttribute_28090100: displayTitle, extraAttribute_28090089: id,
});
const featuresAt: Record<string, Feature[]> = {
  Amsterdam: [carrier('postnl', 'PostNL', true, 1), carrier('reviva', 'Reviva', false, 2)],
  Utrecht: [carrier('postnl', 'PostNL', true, 1), carrier('dynalogic', 'Dynalogic Utrecht', true, 3)],
};

const amsterdam: LocationConfig = { name: 'Amsterdam', printers: { order: 'ams-orders', card1: 'ams-cards', card2: 'ams-cards', postnl: 'ams-labels', reviva: 'ams-labels' } };
const utrecht: LocationConfig = { name: 'Utrecht', printers: { order: 'ams-orders', card1: '_popup', card2: '_popup', postnl: 'ams-labels', dynalogic: 'ams-labels' } };

interface Sent {
  method: string;
  url: string;
  location: string | null;
  body: unknown;
}

/** A server with two locations; `onSave` answers the PUT. */
function mockServer(onSave: (body: LocationConfig) => Response = (body) => json(body)) {
  const sent: Sent[] = [];
  const configs: Record<string, LocationConfig> = { Amsterdam: amsterdam, Utrecht: utrecht };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const location = new Headers(init?.headers).get('x-location');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method: init?.method ?? 'GET', url, location, body });
    const at = location ?? 'Amsterdam';
    if (url.endsWith('/workbench/printer')) return json(printers);
    if (url.endsWith('/workbench/feature')) return json(featuresAt[at]);
    if (url.endsWith('/workbench/locations')) return json(Object.values(configs));
    if (url.endsWith('/workbench/location')) return json(configs[at]);
    if (init?.method === 'PUT') return onSave(body);
    return json({ message: 'Niet gevonden' }, 404);
  });
  return sent;
}

const select = (name: string) => screen.getByRole('combobox', { name });
const size = (name: string) => screen.getByRole('spinbutton', { name });

beforeEach(() => {
  configureApi({ token: () => 'token', onUnauthorized: () => {}, location: () => workstation.location });
  Object.assign(workstation, { location: 'Amsterdam', config: amsterdam });
  Object.assign(appData, { features: featuresAt.Amsterdam, printers });
});

describe('the location page', () => {
  it('shows the stored printer per document with its state, computer and provider, and the enabled carriers only', async () => {
    mockServer();
    render(<LocationPage />);
    expect(screen.getByRole('heading', { name: 'Locatie configuratie' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Amsterdam');
    expect(select('Order')).toHaveValue('ams-orders');
    expect(select('Kaart 1')).toHaveValue('ams-cards');
    expect(select('Kaart 2')).toHaveValue('ams-cards');
    expect(select('PostNL')).toHaveValue('ams-labels');
    expect(screen.queryByRole('combobox', { name: 'Reviva' })).toBeNull();

    const order = select('Order').closest('.location-field') as HTMLElement;
    expect(within(order).getByRole('img', { name: 'Online' })).toHaveAttribute('data-state', 'online');
    expect(within(order).getByText('PC1')).toBeInTheDocument();
    expect(within(order).getByText('Spoolmap')).toBeInTheDocument();
    expect(within(select('PostNL')).getByRole('option', { name: /Labelprinter Amsterdam — PC2 · PrintNode \(Papier op\)/ })).toBeInTheDocument();
    expect(within(select('Order')).getByRole('option', { name: 'Popup (browser)' })).toHaveValue('_popup');
    const card = select('Kaart 1').closest('.location-field') as HTMLElement;
    expect(within(card).getByText('IPP-printers melden offline soms als gereed')).toBeInTheDocument();
    expect(within(order).queryByText('IPP-printers melden offline soms als gereed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  it("says 'Dit veld is vereist' under a document left without printer, and does not send", async () => {
    const user = userEvent.setup();
    const sent = mockServer();
    render(<LocationPage />);
    await user.selectOptions(select('Kaart 1'), '');
    await user.tab();
    const card = select('Kaart 1').closest('.location-field') as HTMLElement;
    expect(await within(card).findByText('Dit veld is vereist')).toBeInTheDocument();
    await user.selectOptions(select('PostNL'), '');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findAllByText('Dit veld is vereist')).toHaveLength(2);
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('Herstellen puts back what is stored', async () => {
    const user = userEvent.setup();
    mockServer();
    render(<LocationPage />);
    await user.selectOptions(select('Kaart 1'), '_popup');
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Herstellen' }));
    expect(select('Kaart 1')).toHaveValue('ams-cards');
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  });

  it('Opslaan sends the choices to the location with X-Location, keeps the saved config and says so', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const sent = mockServer();
    render(<LocationPage />);
    await user.selectOptions(select('Kaart 2'), '_popup');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Locatie is opgeslagen'));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put).toEqual({
      method: 'PUT',
      url: '/gateway/api/workbench/location/Amsterdam',
      location: 'Amsterdam',
      body: { name: 'Amsterdam', printers: { ...amsterdam.printers, card2: '_popup' }, parcelDefaults: {} },
    });
    expect(workstation.config?.printers.card2).toBe('_popup');
    expect(JSON.parse(localStorage.getItem('werkplaats.locationConfig')!).printers.card2).toBe('_popup');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opslaan' })).toBeDisabled());
  });

  it("shows the server's refusal and keeps what was chosen", async () => {
    const user = userEvent.setup();
    mockServer(() => json({ message: 'Controleer uw gegevens', code: 'VALIDATION', errors: [{ field: 'printers.order', message: 'Onbekende printer' }] }, 400));
    render(<LocationPage />);
    await user.selectOptions(select('Order'), 'ams-labels');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Controleer uw gegevens');
    expect(within(select('Order').closest('.location-field') as HTMLElement).getByText('Onbekende printer')).toBeInTheDocument();
    expect(select('Order')).toHaveValue('ams-labels');
    expect(workstation.config).toEqual(amsterdam);
  });

  it('choosing another location stores it on this workstation and shows that location', async () => {
    const user = userEvent.setup();
    const sent = mockServer();
    render(<LocationPage />);
    const chooser = select('Deze werkplek');
    await waitFor(() => expect(within(chooser).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(chooser, 'Utrecht');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Utrecht'));
    expect(JSON.parse(localStorage.getItem('werkplaats.location')!)).toBe('Utrecht');
    expect(select('Kaart 1')).toHaveValue('_popup');
    expect(select('Dynalogic Utrecht')).toHaveValue('ams-labels');
    const reloads = sent.filter((request) => request.location === 'Utrecht').map((request) => request.url.replace('/gateway/api', ''));
    expect(reloads).toEqual(expect.arrayContaining(['/workbench/feature', '/workbench/printer', '/workbench/location']));
    expect(screen.getByText(/geldt alleen voor deze werkplek/)).toBeInTheDocument();
  });

  it('shows the parcel each kind makes: the shared sizes, and the location\'s own where it set them', () => {
    Object.assign(workstation, { config: { ...amsterdam, parcelDefaults: { plant: { lengthMm: 350, widthMm: 350, heightMm: 500, weightG: 3500 } } } });
    mockServer();
    render(<LocationPage />);
    expect(screen.getByRole('group', { name: 'Standaardpakket per soort product' })).toBeInTheDocument();
    expect(size('Boeket (bloemendoos): Lengte (mm)')).toHaveValue(600);
    expect(size('Rouwwerk: Gewicht (gram)')).toHaveValue(5000);
    expect(size('Cadeau (brievenbusdoos): Hoogte (mm)')).toHaveValue(32);
    expect(size('Plant: Lengte (mm)')).toHaveValue(350);
    expect(size('Plant: Gewicht (gram)')).toHaveValue(3500);
  });

  it('says in Dutch, on the box, what is wrong with a size typed by keyboard, and does not send', async () => {
    const user = userEvent.setup();
    const sent = mockServer();
    render(<LocationPage />);
    const weight = size('Rouwwerk: Gewicht (gram)');
    await user.clear(weight);
    await user.type(weight, '45000');
    await user.tab();
    expect(await screen.findByText('Waarde is te groot (max 30000)')).toBeInTheDocument();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    await user.clear(weight);
    await user.type(weight, '2.5');
    await user.tab();
    expect(await screen.findByText('Voer een geheel getal in')).toBeInTheDocument();
    await user.clear(size('Plant: Hoogte (mm)'));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Dit veld is vereist')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('Opslaan sends the sizes that differ from the shared ones; Standaardmaten van Werkplaats puts those back', async () => {
    const user = userEvent.setup();
    const sent = mockServer();
    render(<LocationPage />);
    await user.clear(size('Rouwwerk: Lengte (mm)'));
    await user.type(size('Rouwwerk: Lengte (mm)'), '800{Enter}');
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1));
    expect(sent.find((request) => request.method === 'PUT')!.body).toMatchObject({
      parcelDefaults: { rouwwerk: { lengthMm: 800, widthMm: 700, heightMm: 300, weightG: 5000 } },
    });
    await user.click(screen.getByRole('button', { name: 'Standaardmaten van Werkplaats' }));
    expect(size('Rouwwerk: Lengte (mm)')).toHaveValue(700);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((request) => request.method === 'PUT')[1].body).toMatchObject({ parcelDefaults: {} });
  });
});
