import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SendPanel } from '../../src/client/panels/send/SendPanel.tsx';
import { isRegisterAgain, setRegisterAgain } from '../../src/client/panels/send/send-state.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { workstation } from '../../src/client/state/workstation.ts';
import type { CarrierConfig, Shipment } from '../../src/shared/schema/carriers.ts';
import { json, mockApi, type SentRequest } from './detail/api-mock.ts';
import { makeOrder } from './detail/order-fixture.ts';
import { makeJob } from './detail/print-job-fixture.ts';

const SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  required: ['reference', 'colli', 'zipcode'],
  properties: {
    reference: { type: 'string', minLength: 1, title: 'Referentie' },
    colli: { type: 'integer', minimum: 1, maximum: 5, default: 1, title: 'Aantal colli' },
    zipcode: { type: 'string', minLength: 1, title: 'Postcode' },
    service: { type: 'string', enum: ['standaard', 'avond'], title: 'Service' },
    signature: { type: 'boolean', default: false, title: 'Handtekening' },
    website: { type: 'string', format: 'uri', title: 'Website' },
    email: { type: 'string', format: 'email', title: 'E-mail', 'x-message': { format: 'Geen geldig e-mailadres voor Trunkrs' } },
  },
};
const CONFIG: CarrierConfig = { carrier: 'trunkrs', mode: 'sandbox', defaults: { reference: 'BLB0000034', zipcode: '7425 SM' }, options: {} };
const SHIPMENT: Shipment = {
  id: 77, orderId: 10000034, carrier: 'trunkrs', parcels: [{ barcode: 'TRK123', trackingUrl: 'https://t.example/TRK123' }],
  state: 'aangemeld', stateDetail: 'Aangemeld', labelReady: true, createdBy: 'medewerker', createdAt: 1_800_000_000,
};

const isRegister = (request: SentRequest) => request.method === 'POST' && request.url.includes('/transport/trunkrs/register');

function serve(
  register: (request: SentRequest) => Response = () =>
    json({ shipment: SHIPMENT, order: makeOrder({ activeTransporter: 'trunkrs' }), labelJob: makeJob({ type: 'trunkrs', status: 'queued' }) }),
  form: { config?: CarrierConfig; schema?: object } = {},
) {
  return mockApi((request) => {
    if (request.url.includes('/transport/trunkrs/config')) return json(form.config ?? CONFIG);
    if (request.url.includes('/transport/trunkrs/schema')) return json(form.schema ?? SCHEMA);
    if (isRegister(request)) return register(request);
    return json([]);
  });
}

function showPanel(order = makeOrder()) {
  const onDone = vi.fn();
  render(<SendPanel carrier="trunkrs" order={order} onDone={onDone} />);
  return onDone;
}

beforeEach(() => {
  workstation.config = { name: 'Amsterdam', printers: { trunkrs: 'spool-labels' } };
  Object.assign(activeOrder, { id: 10000034, order: makeOrder(), loading: false, error: null });
});

describe('the send panel with the generic carrier form', () => {
  it('loads the config and builds the form from the schema: titles, asterisks, a select, a checkbox, the defaults', async () => {
    const { sent } = serve();
    showPanel();
    expect(screen.getByText('Even geduld a.u.b. Gegevens worden geladen...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/Referentie/)).toHaveValue('BLB0000034');
    expect(screen.getByLabelText(/Aantal colli/)).toHaveValue('1');
    expect(screen.getByText('Referentie').parentElement).toHaveTextContent('Referentie *');
    expect(screen.getByText('Service').parentElement).not.toHaveTextContent('*');
    expect(screen.getByRole('combobox', { name: 'Service' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Handtekening' })).not.toBeChecked();
    expect(sent.find((request) => request.url.includes('/config'))!.url).toContain('orderId=10000034');
  });

  it('says so in Dutch when the config cannot be loaded', async () => {
    mockApi(() => json({ message: 'Trunkrs is even niet bereikbaar' }, 503));
    showPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('De gegevens van de vervoerder konden niet worden geladen: Trunkrs is even niet bereikbaar');
  });

  it('reports every error in Dutch and puts the focus on the first field in error', async () => {
    const { sent } = serve();
    showPanel();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/Referentie/));
    await user.clear(screen.getByLabelText(/Aantal colli/));
    await user.type(screen.getByLabelText(/Aantal colli/), '9');
    await user.type(screen.getByLabelText('E-mail'), 'geen-adres');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));

    expect(screen.getByLabelText(/Referentie/)).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(screen.getByLabelText(/Aantal colli/)).toHaveAccessibleDescription('Waarde te hoog');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Geen geldig e-mailadres voor Trunkrs');
    await waitFor(() => expect(screen.getByLabelText(/Referentie/)).toHaveFocus());
    expect(sent.some(isRegister)).toBe(false);

    // The messages follow what is typed after a failed submit.
    await user.type(screen.getByLabelText(/Referentie/), 'X');
    expect(screen.getByLabelText(/Referentie/)).not.toHaveAccessibleDescription('Dit veld is verplicht.');
  });

  it('asks for the options again when the postcode changes', async () => {
    const { sent } = serve();
    showPanel();
    const user = userEvent.setup();
    const zipcode = await screen.findByLabelText(/Postcode/);
    await user.clear(zipcode);
    await user.type(zipcode, '1017 AB');
    await waitFor(() => expect(sent.filter((request) => request.url.includes('/config')).at(-1)!.url).toContain('zipcode=1017+AB'));
    expect(sent.filter((request) => request.url.includes('/schema'))).toHaveLength(1);
  });

  it('registers the trimmed, normalised values; toasts; closes; says the label is queued', async () => {
    const { sent, fetch } = serve();
    const success = vi.spyOn(toast, 'success');
    const onDone = showPanel();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Referentie/), '  ');
    await user.type(screen.getByLabelText('Website'), ' bloemen.example.nl ');
    await user.click(screen.getByRole('checkbox', { name: 'Handtekening' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.find(isRegister)!.body).toEqual({
      orderId: 10000034,
      transporter: 'trunkrs',
      values: { reference: 'BLB0000034', colli: 1, zipcode: '7425 SM', signature: true, website: 'http://bloemen.example.nl' },
    });
    const init = fetch.mock.calls.find(([url]) => String(url).includes('/register'))![1]!;
    expect((init.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(success).toHaveBeenCalledWith('Order BLB0000034 is bij Trunkrs aangemeld', { description: 'Dit kan niet ongedaan worden gemaakt' });
    expect(success).toHaveBeenCalledWith('Trunkrs label is in de printer wachtrij', { description: 'Dit kan niet ongedaan worden gemaakt' });
    expect(activeOrder.order?.activeTransporter).toBe('trunkrs');
  });

  it('a refusal: the toast, the carrier\'s message in the red panel, its field errors on the fields, the panel stays', async () => {
    serve(() => json({ message: 'Postcode onbekend bij Trunkrs', code: 'CARRIER_REFUSED', errors: [{ field: 'zipcode', message: 'Onbekende postcode' }] }, 422));
    const failure = vi.spyOn(toast, 'error');
    const onDone = showPanel();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Aanmelden' }));

    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan niet bij Trunkrs aanmelden!', expect.anything()));
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden Postcode onbekend bij Trunkrs');
    expect(screen.getByLabelText(/Postcode/)).toHaveAccessibleDescription('Onbekende postcode');
    await waitFor(() => expect(screen.getByLabelText(/Postcode/)).toHaveFocus());
    expect(onDone).not.toHaveBeenCalled();
  });

  it('registers a parcel without an order: Pakket {id} is bij {carrier} aangemeld', async () => {
    const { sent } = serve(() => json({ shipment: { ...SHIPMENT, orderId: null }, order: null, labelJob: null }));
    const success = vi.spyOn(toast, 'success');
    const onDone = vi.fn();
    render(<SendPanel carrier="trunkrs" order={null} onDone={onDone} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Aanmelden' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Pakket 77 is bij Trunkrs aangemeld', { description: 'Dit kan niet ongedaan worden gemaakt' });
    expect(sent.find(isRegister)!.body).toMatchObject({ orderId: 0 });
    expect(sent.find((request) => request.url.includes('/config'))!.url).not.toContain('orderId');
  });

  it('registers again when opnieuw aanmelden was ticked, replacing the registration the order showed, and clears the checkbox once the screen is open', async () => {
    const { sent } = serve();
    setRegisterAgain(10000034, 'trunkrs', true);
    const order = makeOrder({ activeTransporter: 'trunkrs', transport: { trunkrs: { code: 'TRK2', isRegistered: true, generation: 2 } } });
    const onDone = showPanel(order);
    await screen.findByLabelText(/Referentie/);
    expect(isRegisterAgain(10000034, 'trunkrs')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.find(isRegister)!.body).toMatchObject({ again: { replaces: 2 } });
  });

  it("sends no 'opnieuw aanmelden' for an order the carrier does not have", async () => {
    const { sent } = serve();
    const onDone = showPanel();
    await screen.findByLabelText(/Referentie/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.find(isRegister)!.body).not.toHaveProperty('again');
  });
});

describe("the send panel shows what it holds (issue 21)", () => {
  const registered = () => serve(undefined, {});

  it('registers on its own defaults when an optional field is empty: an empty e-mail is not an invalid one', async () => {
    const { sent } = serve(undefined, { config: { ...CONFIG, defaults: { ...CONFIG.defaults, email: '', website: ' ' } } });
    const onDone = showPanel();
    await screen.findByLabelText(/Referentie/);
    await userEvent.setup().keyboard('{Enter}');

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.find(isRegister)!.body).toMatchObject({ values: { reference: 'BLB0000034', colli: 1, zipcode: '7425 SM', signature: false } });
    expect(Object.keys((sent.find(isRegister)!.body as { values: object }).values)).not.toContain('email');
  });

  it("shows 'Kies…' in a required select that holds no choice yet, never the first choice", async () => {
    const schema = { ...SCHEMA, required: [...SCHEMA.required, 'service'] };
    serve(undefined, { schema, config: { ...CONFIG, defaults: { ...CONFIG.defaults, service: '' } } });
    showPanel();
    const select = await screen.findByRole('combobox', { name: /Service/ });
    expect(select).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Kies…', selected: true })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(select).toHaveAccessibleDescription('Dit veld is verplicht.');
  });

  it('says what stops the carrier when the screen opens, and does not let it be submitted', async () => {
    const { sent } = serve(undefined, { config: { ...CONFIG, options: { problem: 'Eigen bezorging komt niet in 1447 RZ: kies een vervoerder' } } });
    showPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Eigen bezorging komt niet in 1447 RZ: kies een vervoerder');
    expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeDisabled();
    await userEvent.setup().keyboard('{Enter}');
    expect(sent.some(isRegister)).toBe(false);
  });

  it("opens on the order's registration: barcodes, Track:, and 'opnieuw aanmelden' that turns it into the form", async () => {
    const { sent } = registered();
    const order = makeOrder({
      activeTransporter: 'trunkrs',
      transport: { trunkrs: { code: 'TRK1', url: 'https://t.example/TRK1', isRegistered: true, shipments: { TRK1: 'https://t.example/TRK1', TRK2: 'https://t.example/TRK2' } } },
    });
    const onDone = showPanel(order);
    expect(await screen.findByText('Deze order is al bij Trunkrs aangemeld')).toBeInTheDocument();
    expect(screen.getByText('TRK1, TRK2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TRK2' })).toHaveAttribute('href', 'https://t.example/TRK2');
    expect(screen.queryByRole('button', { name: 'Aanmelden' })).toBeNull();
    const again = screen.getByRole('checkbox', { name: 'opnieuw aanmelden' });
    expect(again).toHaveFocus();

    const user = userEvent.setup();
    await user.keyboard(' ');
    expect(await screen.findByLabelText(/Referentie/)).toHaveValue('BLB0000034');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    // Its transport names no generation: the order's first registration.
    expect(sent.find(isRegister)!.body).toMatchObject({ again: { replaces: 1 } });
  });
});
