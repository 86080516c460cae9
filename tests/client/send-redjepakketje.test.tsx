// Red je Pakketje's send screen (spec §2, §5, §8, §9): the pick-up points with their cut-off times and the first
// one chosen, the §9 flags, the §5 messages, Enter submits, and the carrier's refusal on the form.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RedjepakketjeForm from '../../src/client/panels/send/RedjepakketjeForm.tsx';
import { ApiError } from '../../src/client/api/client.ts';
import { redjepakketjeDefaults, type PickupPoint } from '../../src/shared/domain/carrier-forms/redjepakketje.ts';
import { makeOrder } from './detail/order-fixture.ts';

const POINTS: PickupPoint[] = [
  { uuid: 'p-ams', name: 'Werkplaats Amsterdam', street: 'Bloemgracht', house_number: '12', cut_off_time: '14:00' },
  { uuid: 'p-dep', name: 'Depot Westpoort', street: 'Kabelweg', house_number: '37', cut_off_time: '16:30' },
];

function open(submit = vi.fn(async (_values: Record<string, unknown>) => {}), order = makeOrder(), chosen = POINTS[0].uuid, points = POINTS) {
  const defaults = { ...redjepakketjeDefaults(order.id, points, 'Bij de buren'), pickupPointUuid: chosen };
  const config = { carrier: 'redjepakketje', mode: 'sandbox' as const, defaults, options: { pickupPoints: points } };
  render(<RedjepakketjeForm carrier="redjepakketje" order={order} config={config} submit={submit} />);
  return { user: userEvent.setup(), submit, button: screen.getByRole('button', { name: 'Aanmelden' }) };
}

describe('Red je Pakketje send screen', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each pick-up point with its street, house number and cut-off time, the first one chosen and focused', async () => {
    const { button } = open();
    const first = screen.getByRole('radio', { name: /Werkplaats Amsterdam/ });
    expect(first).toBeChecked();
    expect(first).toHaveFocus();
    expect(first.closest('label')).toHaveTextContent('Werkplaats AmsterdamBloemgracht 12uiterlijk 14:00');
    expect(screen.getByRole('radio', { name: /Depot Westpoort/ }).closest('label')).toHaveTextContent('Kabelweg 37uiterlijk 16:30');
    expect(screen.getByText('Order 10000034')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("shows a live pick-up location, whose cut-off Red je Pakketje does not say, without 'uiterlijk'", () => {
    const live: PickupPoint = { uuid: 'l-ams', name: 'Bloemenwinkel Centrum', street: 'Prinsengracht', house_number: '101 A' };
    open(undefined, makeOrder({ deliveryDate: new Date().toISOString().slice(0, 10) }), live.uuid, [live]);
    expect(screen.getByRole('radio', { name: /Bloemenwinkel Centrum/ }).closest('label')).toHaveTextContent(/^Bloemenwinkel CentrumPrinsengracht 101 A$/);
  });

  it('starts on the pick-up point the server chose when that is not the first', () => {
    open(undefined, undefined, 'p-dep');
    expect(screen.getByRole('radio', { name: /Depot Westpoort/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Werkplaats Amsterdam/ })).not.toBeChecked();
  });

  it('starts with the §9 defaults: perishable, neighbours allowed, 2 attempts, 1 parcel', () => {
    open();
    expect(screen.getByLabelText(/Bederfelijk/)).toBeChecked();
    expect(screen.getByLabelText(/bij de buren/)).toBeChecked();
    expect(screen.getByLabelText(/bezorgpogingen/)).toHaveValue(2);
    expect(screen.getByLabelText(/Aantal colli/)).toHaveValue(1);
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Bij de buren');
  });

  it('marks a pick-up point whose cut-off passed for a delivery today', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-24T13:30:00Z') }); // 14:30 in Amsterdam
    open();
    expect(screen.getByRole('radio', { name: /Werkplaats Amsterdam/ }).closest('label')).toHaveTextContent('uiterlijk 14:00 · vandaag gesloten');
    expect(screen.getByRole('radio', { name: /Depot Westpoort/ }).closest('label')).not.toHaveTextContent('gesloten');
  });

  it("says 'Waarde is te klein (min. 1)' and 'Waarde is te groot (max 5)', and keeps Aanmelden disabled meanwhile", async () => {
    const { user, button } = open();
    const attempts = screen.getByLabelText(/bezorgpogingen/);
    await user.clear(attempts);
    await user.type(attempts, '0');
    await user.tab();
    expect(await screen.findByText('Waarde is te klein (min. 1)')).toBeInTheDocument();
    expect(attempts).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(button).toBeDisabled());
    await user.clear(attempts);
    await user.tab();
    expect(await screen.findByText('Dit veld is vereist')).toBeInTheDocument();
    const coli = screen.getByLabelText(/Aantal colli/);
    await user.clear(coli);
    await user.type(coli, '6');
    await user.tab();
    expect(await screen.findByText('Waarde is te groot (max 5)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Opmerking'), 'x'.repeat(100));
    await user.tab();
    expect(await screen.findByText('Dit veld is te lang (max 100 karakters)')).toBeInTheDocument();
  });

  it('registers with Enter: the chosen point, the flags as booleans and the counts as numbers', async () => {
    const { user, submit } = open();
    await user.click(screen.getByRole('radio', { name: /Depot Westpoort/ }));
    await user.click(screen.getByLabelText(/bij de buren/));
    const attempts = screen.getByLabelText(/bezorgpogingen/);
    await user.clear(attempts);
    await user.type(attempts, '3{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({
      orderId: 10000034, pickupPointUuid: 'p-dep', remark: 'Bij de buren', coli: 1, maxAttempts: 3, perishable: true, allowNeighbours: false,
    });
  });

  it('registers with Enter on a pick-up point too, and waits while submitting', async () => {
    let finish!: () => void;
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, button } = open(submit);
    await waitFor(() => expect(button).toBeEnabled());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Bezig met aanmelden…');
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();
    finish();
    await waitFor(() => expect(button).toBeEnabled());
  });

  it("shows the carrier's refusal in the red panel and its field error on the pick-up points", async () => {
    const refusal = new ApiError(422, 'Ophaalpunt Werkplaats Amsterdam neemt vandaag geen pakketten meer aan (uiterlijk 14:00 aanmelden)', 'CARRIER_REFUSED',
      [{ field: 'pickupPointUuid', message: 'Na de sluitingstijd' }, { field: 'zipcode', message: 'Onbekend' }], {});
    const { user } = open(vi.fn(async () => { throw refusal; }));
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Er is een fout opgetreden');
    expect(panel).toHaveTextContent('neemt vandaag geen pakketten meer aan');
    expect(screen.getByText('Na de sluitingstijd')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Ophaalpunt/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
