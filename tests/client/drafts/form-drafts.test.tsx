// Drafts of the send, hand-off and EF card forms (issue 24): typed, the form closed (a reload, a restart, a closed
// tab), opened again with the text and 'Concept hersteld'; gone once sent or discarded.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushDrafts } from '../../../src/client/drafts/draft-store.ts';
import { ColleagueFloristPanel } from '../../../src/client/panels/colleague/ColleagueFloristPanel.tsx';
import { GenericCarrierForm } from '../../../src/client/panels/send/GenericCarrierForm.tsx';
import PostnlForm from '../../../src/client/panels/send/PostnlForm.tsx';
import { RelayPanel } from '../../../src/client/panels/relay/RelayPanel.tsx';
import { EfCardDialog } from '../../../src/client/print/EfCardModal.tsx';
import { activeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { session } from '../../../src/client/state/session.ts';
import { ui } from '../../../src/client/state/ui.ts';
import { postnlDefaults } from '../../../src/shared/domain/carrier-forms/postnl.ts';
import type { CarrierConfig } from '../../../src/shared/schema/carriers.ts';
import { json, mockApi } from '../detail/api-mock.ts';
import { makeOrder } from '../detail/order-fixture.ts';

const order = makeOrder({ id: 10000034, orderNumber: 'BLB0000034' });
const drafts = () => Object.keys(localStorage).filter((key) => key.startsWith('werkplaats.draft.'));

/** Shows the form, and again after the page went away. */
function reopen(form: ReactElement) {
  flushDrafts();
  cleanup();
  render(form);
}

beforeEach(() => {
  localStorage.clear();
  session.auth = { token: 't', url: '/', user: { name: 'Marieke', isAdministrator: false }, created: 0, expires: Date.now() / 1000 + 3600 };
  Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
});
afterEach(() => {
  session.auth = null;
  ui.efCardOpen = false;
});

describe('the PostNL send screen', () => {
  const config = { carrier: 'postnl', mode: 'sandbox' as const, defaults: { ...postnlDefaults(order) }, options: {} };
  const postnl = (submit = vi.fn(async () => {}), shown = order) => (
    <PostnlForm carrier="postnl" order={shown} config={config} submit={submit} />
  );

  it('opens with the typed remark, and registers it; once registered the draft is gone', async () => {
    const user = userEvent.setup();
    render(postnl());
    await user.clear(screen.getByLabelText('Opmerking'));
    await user.type(screen.getByLabelText('Opmerking'), 'Achterom bij de garage');
    const submit = vi.fn(async () => {});
    reopen(postnl(submit));
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Achterom bij de garage');
    expect(screen.getByRole('status')).toHaveTextContent('Concept hersteld');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ remark: 'Achterom bij de garage' })));
    expect(drafts()).toEqual([]);
  });

  it('keeps the draft when the carrier refuses', async () => {
    const user = userEvent.setup();
    render(postnl(vi.fn(async () => Promise.reject(new Error('PostNL is niet bereikbaar')))));
    await user.type(screen.getByLabelText('Opmerking'), ' bellen');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PostNL is niet bereikbaar');
    flushDrafts();
    expect(drafts()).toEqual(['werkplaats.draft.Marieke.10000034.send.postnl']);
  });

  it('keeps a draft per order: another order opens with its own values', async () => {
    const user = userEvent.setup();
    render(postnl());
    await user.type(screen.getByLabelText('Opmerking'), ' bellen');
    const other = makeOrder({ id: 10000035, orderNumber: 'BLB0000035' });
    reopen(<PostnlForm carrier="postnl" order={other} config={{ ...config, defaults: postnlDefaults(other) }} submit={vi.fn()} />);
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Order: 10000035');
    expect(screen.queryByText('Concept hersteld')).toBeNull();
  });
});

describe('the generic send form', () => {
  const schema = {
    type: 'object',
    required: ['reference'],
    properties: { reference: { type: 'string', minLength: 1, title: 'Referentie' }, remark: { type: 'string', title: 'Opmerking' } },
  };
  const config: CarrierConfig = { carrier: 'trunkrs', mode: 'sandbox', defaults: { reference: 'BLB0000034' }, options: {} };
  const generic = (submit = vi.fn(async () => {})) => (
    <GenericCarrierForm carrier="trunkrs" order={order} schema={schema} config={config} submit={submit} />
  );

  it("opens with the typed values, and 'Concept weggooien' puts back the carrier's defaults", async () => {
    const user = userEvent.setup();
    render(generic());
    await user.type(screen.getByLabelText('Opmerking'), 'Niet bij de buren');
    reopen(generic());
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Niet bij de buren');
    await user.click(screen.getByRole('button', { name: 'Concept weggooien' }));
    expect(screen.getByLabelText('Opmerking')).toHaveValue('');
    expect(screen.getByLabelText(/Referentie/)).toHaveValue('BLB0000034');
    expect(drafts()).toEqual([]);
  });

  it('forgets the draft once registered', async () => {
    const user = userEvent.setup();
    const submit = vi.fn(async () => {});
    render(generic(submit));
    await user.type(screen.getByLabelText('Opmerking'), 'Niet bij de buren{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalled());
    flushDrafts();
    expect(drafts()).toEqual([]);
  });
});

describe('the EuroFlorist relay form', () => {
  it('opens with the typed address and the notice', async () => {
    mockApi(() => json({}));
    const user = userEvent.setup();
    const address = () => screen.getByRole('textbox', { name: '23 Adres' });
    render(<RelayPanel order={order} />);
    await user.clear(address());
    await user.type(address(), 'Kastanienallee 12a');
    reopen(<RelayPanel order={order} />);
    expect(address()).toHaveValue('Kastanienallee 12a');
    expect(screen.getByRole('status')).toHaveTextContent('Concept hersteld');
  });
});

describe('the colleague-florist form', () => {
  const florist = {
    id: 501, name: 'Fleur & Zo', contactPersonName: 'Sanne de Vries', emailAddress: 'info@fleur.example', phoneNumber: '0570-612345',
    accountNumber: 'NL91ABNA0417164300', comment: '', active: true, deliveryCount: 1,
    address: { street: 'Brink', streetNumber: '12', zipcode: '7411 BR', city: 'Deventer', countryCode: 'NL' },
    deliveryCities: [{ city: 'Deventer', price: 5.95, startTime: '08:30', endTime: '18:00' }],
    price: 5.95, startTime: '08:30', endTime: '18:00', remembered: false,
  };

  it('opens with the typed comment and the notice', async () => {
    mockApi(() => json([florist]));
    const user = userEvent.setup();
    const comment = () => screen.getByRole('textbox', { name: 'Opmerking' });
    render(<ColleagueFloristPanel order={order} />);
    await user.type(await screen.findByRole('textbox', { name: 'Opmerking' }), 'Voor 10 uur bezorgen');
    reopen(<ColleagueFloristPanel order={order} />);
    await screen.findByRole('textbox', { name: 'Opmerking' });
    await waitFor(() => expect(comment()).toHaveValue('Voor 10 uur bezorgen'));
    expect(screen.getByRole('status')).toHaveTextContent('Concept hersteld');
  });
});

describe("the 'Print EF kaart' modal", () => {
  it('opens with the typed text, Print enabled', async () => {
    appData.printers = [];
    const user = userEvent.setup();
    ui.efCardOpen = true;
    render(<EfCardDialog />);
    await user.type(screen.getByLabelText('Tekst'), 'Van harte!');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    ui.efCardOpen = true;
    reopen(<EfCardDialog />);
    expect(screen.getByLabelText('Tekst')).toHaveValue('Van harte!');
    expect(screen.getByRole('status')).toHaveTextContent('Concept hersteld');
    await user.selectOptions(screen.getByLabelText('Printer'), '_popup');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled());
  });
});
