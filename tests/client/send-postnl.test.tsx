// PostNL's send screen (spec §2, §5, §8, §9; issue 22): order number, a real parcel of the order's kind and
// 'Order: {id}' to start with, the Dutch messages, Aanmelden disabled while invalid or busy, Enter registers, and PostNL's refusal on the form.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PostnlForm from '../../src/client/panels/send/PostnlForm.tsx';
import { ApiError } from '../../src/client/api/client.ts';
import { postnlDefaults } from '../../src/shared/domain/carrier-forms/postnl.ts';
import { makeOrder } from './detail/order-fixture.ts';

const order = makeOrder({ id: 10000034, orderNumber: 'BLB0000034' });

function open(submit = vi.fn(async (_values: Record<string, unknown>) => {}), shown = order) {
  const config = { carrier: 'postnl', mode: 'sandbox' as const, defaults: { ...postnlDefaults(shown) }, options: {} };
  render(<PostnlForm carrier="postnl" order={shown} config={config} submit={submit} />);
  return { user: userEvent.setup(), submit, button: screen.getByRole('button', { name: 'Aanmelden' }) };
}

describe('PostNL send screen', () => {
  const dimensionsShown = () => [/Lengte/, /Breedte/, /Hoogte/, /Gewicht/, /Volume/].map((label) => (screen.getByLabelText(label) as HTMLInputElement).valueAsNumber);

  it("starts with the order number focused, a bouquet box's size and weight (not 1 mm × 1 g) and the remark Order: {id}", async () => {
    const { button } = open();
    expect(screen.getByLabelText(/Ordernummer/)).toHaveValue('BLB0000034');
    expect(screen.getByLabelText(/Ordernummer/)).toHaveFocus();
    expect(dimensionsShown()).toEqual([600, 250, 250, 2000, 37_500]);
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Order: 10000034');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('starts a mourning order with the size of a mourning piece', () => {
    open(undefined, makeOrder({ id: 10000035, orderNumber: 'BLB0000035', isMourning: true }));
    expect(dimensionsShown()).toEqual([700, 700, 300, 5000, 147_000]);
  });

  it('Enter registers the values as they stand', async () => {
    const { user, submit, button } = open();
    await waitFor(() => expect(button).toBeEnabled());
    await user.clear(screen.getByLabelText(/Gewicht/));
    await user.type(screen.getByLabelText(/Gewicht/), '850{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith({
      orderNumber: 'BLB0000034',
      dimension: { Length: 600, Width: 250, Height: 250, Weight: 850, Volume: 37_500 },
      remark: 'Order: 10000034',
    });
  });

  it('says what is wrong in Dutch and keeps Aanmelden disabled meanwhile', async () => {
    const { user, submit, button } = open();
    const weight = screen.getByLabelText(/Gewicht/);
    await user.clear(weight);
    await user.type(weight, '40000');
    expect(await screen.findByText('Waarde is te groot (max 31500)')).toBeInTheDocument();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(button).toBeDisabled());

    await user.clear(weight);
    expect(await screen.findByText('Dit veld is vereist')).toBeInTheDocument();
    await user.type(weight, '0');
    expect(await screen.findByText('Waarde is te klein (min. 1)')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Opmerking'), 'x'.repeat(90));
    expect(await screen.findByText('Dit veld is te lang (max 100 karakters)')).toBeInTheDocument();
    await user.type(weight, '{Enter}');
    expect(submit).not.toHaveBeenCalled();
  });

  it('disables Aanmelden while registering, so a double press registers once', async () => {
    let finish = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, button } = open(submit);
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bezig met aanmelden…' })).toBeDisabled());
    await user.keyboard('{Enter}');
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Aanmelden' })).toBeEnabled());
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("shows PostNL's refusal in the red panel and its field errors on their fields", async () => {
    const refusal = new ApiError(422, 'Het gewicht is te hoog voor dit product', 'CARRIER_REFUSED', [
      { field: 'dimension.Weight', message: 'Maximaal 20000 gram voor brievenbuspakjes' },
    ], {});
    const { user, button } = open(vi.fn(async () => Promise.reject(refusal)));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Er is een fout opgetreden Het gewicht is te hoog voor dit product');
    expect(screen.getByText('Maximaal 20000 gram voor brievenbuspakjes')).toBeInTheDocument();
    expect(screen.getByLabelText(/Gewicht/)).toHaveAttribute('aria-invalid', 'true');
  });
});
