// ZorgeloosBezorgd's send screen (spec §2, §5, §9): its defaults, the §5 limits and required fields with their
// exact messages once a field is touched, Enter submits, the refusal in the red panel.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ZorgeloosBezorgdForm from '../../src/client/panels/send/ZorgeloosBezorgdForm.tsx';
import { ApiError } from '../../src/client/api/client.ts';
import { DELIVERY_REMARKS } from '../../src/shared/domain/carrier-forms/delivery-remarks.ts';
import { zorgeloosBezorgdDefaults } from '../../src/shared/domain/carrier-forms/zorgeloosbezorgd.ts';
import type { CarrierConfig } from '../../src/shared/schema/carriers.ts';
import { makeOrder } from './detail/order-fixture.ts';

const TODAY = new Date('2026-12-01T09:00:00Z');
const order = makeOrder({ deliveryDate: '2026-12-28' });
const config: CarrierConfig = {
  carrier: 'zorgeloosbezorgd',
  mode: 'sandbox',
  defaults: { ...zorgeloosBezorgdDefaults(order, TODAY), preferredDeliveryTime: '09:00-12:00' },
  options: { timeframes: { options: [{ value: '09:00-12:00', label: '09:00 – 12:00' }, { value: '17:00-21:00', label: '17:00 – 21:00' }], selected: '09:00-12:00' } },
};

function open(submit = vi.fn(async () => {})) {
  render(<ZorgeloosBezorgdForm carrier="zorgeloosbezorgd" order={order} config={config} submit={submit} />);
  return { user: userEvent.setup(), submit, button: screen.getByRole('button', { name: 'Aanmelden' }) };
}

describe('ZorgeloosBezorgd send screen', () => {
  // The order's delivery date lies ahead of 'today' (Date only: the user's timers stay real).
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterAll(() => vi.useRealTimers());

  it('opens on the date with coli 1, the default remark and the recipient; required fields carry an asterisk', async () => {
    const { button } = open();
    expect(screen.getByLabelText(/Leverdatum/)).toHaveFocus();
    expect(screen.getByLabelText(/Leverdatum/)).toHaveValue('2026-12-28');
    expect(screen.getByLabelText(/Aantal colli/)).toHaveValue(1);
    expect(screen.getByLabelText(/Opmerking/)).toHaveValue(DELIVERY_REMARKS.standard);
    expect(screen.getByLabelText(/^Naam/)).toHaveValue('Iris Dijkstra');
    expect(screen.getByText('Naam').parentElement).toHaveTextContent('Naam *');
    expect(screen.getByText('Opmerking').parentElement).toHaveTextContent(/^Opmerking$/);
    expect(screen.queryByLabelText(/Soort order/)).toBeNull();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says what §5 says once a field is left, and keeps Aanmelden disabled meanwhile', async () => {
    const { user, button } = open();
    const coli = screen.getByLabelText(/Aantal colli/);
    await user.clear(coli);
    await user.type(coli, '6');
    await user.tab();
    expect(await screen.findByText('Dit veld is te groot (max 5)')).toBeVisible();
    await user.clear(screen.getByLabelText(/^Naam/));
    await user.tab();
    expect(await screen.findByText('Dit veld is vereist')).toBeVisible();
    await user.type(screen.getByLabelText(/Telefoon/), '0'.repeat(16));
    await user.tab();
    expect(await screen.findByText('Dit veld is te lang (max 15 karakters)')).toBeVisible();
    await user.type(screen.getByLabelText(/E-mail/), 'iris@');
    await user.tab();
    expect(await screen.findByText('Voer een geldig e-mailadres in.')).toBeVisible();
    expect(button).toBeDisabled();
  });

  it('registers with Enter in the remark', async () => {
    const { user, submit } = open();
    const remark = screen.getByLabelText(/Opmerking/);
    await user.clear(remark);
    await user.type(remark, 'Achterom bij de schuur{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({
      orderId: 10000034, preferredDeliveryDate: '2026-12-28', preferredDeliveryTime: '09:00-12:00', coli: 1, remark: 'Achterom bij de schuur', name: 'Iris Dijkstra',
    }));
  });

  it("shows the carrier's refusal in the red panel", async () => {
    const { user, button } = open(vi.fn(async () => { throw new ApiError(422, 'ZorgeloosBezorgd bezorgt niet in België', 'carrier_refused', undefined, {}); }));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden ZorgeloosBezorgd bezorgt niet in België');
  });
});
