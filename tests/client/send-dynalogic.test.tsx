// Dynalogic's send screen (spec §2, §5, §8, §9): the order's defaults, the order kind that must be chosen, the date
// picker from the delivery date on, time slots per day, Enter submits, and Dynalogic's field errors on the form.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import DynalogicForm from '../../src/client/panels/send/DynalogicForm.tsx';
import type { SendScreenProps } from '../../src/client/panels/send/types.ts';
import { ApiError } from '../../src/client/api/client.ts';
import { DELIVERY_REMARKS } from '../../src/shared/domain/carrier-forms/delivery-remarks.ts';
import { DYNALOGIC_ORDER_KINDS, dynalogicDefaults } from '../../src/shared/domain/carrier-forms/dynalogic.ts';
import { PARCEL_DEFAULTS } from '../../src/shared/domain/parcel-defaults.ts';
import type { CarrierConfig } from '../../src/shared/schema/carriers.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { makeOrder } from './detail/order-fixture.ts';

const slots = (...values: string[]) => ({ options: values.map((value) => ({ value, label: value.replace('-', ' – ') })), selected: values[0] ?? null });

function configFor(order: Order, timeframes = slots('13:00-18:00', '18:00-22:00')): CarrierConfig {
  const defaults = dynalogicDefaults(order);
  return { carrier: 'dynalogic', mode: 'sandbox', defaults: { ...defaults, preferredDeliveryTime: timeframes.selected ?? '' }, options: { orderKind: DYNALOGIC_ORDER_KINDS, timeframes } };
}

function open(order = makeOrder(), submit = vi.fn<SendScreenProps['submit']>(async () => {})) {
  const onOptionsInputChange = vi.fn();
  const props = { carrier: 'dynalogic' as const, order, submit, onOptionsInputChange };
  const view = render(<DynalogicForm {...props} config={configFor(order)} />);
  const rerenderWith = (timeframes: ReturnType<typeof slots>) => view.rerender(<DynalogicForm {...props} config={configFor(order, timeframes)} />);
  return { user: userEvent.setup(), submit, onOptionsInputChange, rerenderWith, button: screen.getByRole('button', { name: 'Aanmelden' }) };
}

describe('Dynalogic send screen', () => {
  // The order's delivery date lies ahead of 'today' (Date only: the user's timers stay real).
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T09:00:00Z'));
  });
  afterAll(() => vi.useRealTimers());

  it("opens on the order kind with the order's defaults; 'geen' must be changed before Aanmelden works", async () => {
    const { user, button } = open();
    const kind = screen.getByLabelText(/Soort order/);
    expect(kind).toHaveFocus();
    expect(kind).toHaveValue('geen');
    expect(screen.getByLabelText(/Aantal colli/)).toHaveValue(1);
    // The fixture's order is a bouquet: its box weighs 2 kg (shared/domain/parcel-defaults.ts).
    expect(screen.getByLabelText(/Gewicht/)).toHaveValue(PARCEL_DEFAULTS.boeket.weightG / 1000);
    expect(screen.getByLabelText(/Opmerking/)).toHaveValue(DELIVERY_REMARKS.christmasEve);
    expect(screen.getByLabelText(/^Naam/)).toHaveValue('Iris Dijkstra');
    expect(screen.getByLabelText(/Tijdvak/)).toHaveValue('13:00-18:00');
    await waitFor(() => expect(button).toBeDisabled());
    await user.selectOptions(kind, 'BOEKDAG');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('starts a mourning order as BOEKROUW with the mourning remark, an evening order as SEVERSAFL', () => {
    open(makeOrder({ isMourning: true }));
    expect(screen.getByLabelText(/Soort order/)).toHaveValue('BOEKROUW');
    expect(screen.getByLabelText(/Opmerking/)).toHaveValue(DELIVERY_REMARKS.timed);
  });

  it('registers with Enter, with numbers as numbers and the order id', async () => {
    const { user, submit } = open(makeOrder({ isEveningDelivery: true }));
    expect(screen.getByLabelText(/Soort order/)).toHaveValue('SEVERSAFL');
    await user.type(screen.getByLabelText(/Fax/), '0570-123456{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({
      orderId: 10000034, orderKind: 'SEVERSAFL', preferredDeliveryDate: '2026-12-24', preferredDeliveryTime: '13:00-18:00', coli: 1, weight: PARCEL_DEFAULTS.boeket.weightG / 1000, fax: '0570-123456',
    }));
  });

  it('registers with Enter in the order kind select too', async () => {
    const { user, submit } = open();
    await user.selectOptions(screen.getByLabelText(/Soort order/), 'BOEKROUW');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledWith(expect.objectContaining({ orderKind: 'BOEKROUW' })));
  });

  it('does not send an optional weight that was cleared', async () => {
    const { user, submit } = open(makeOrder({ isMourning: true }));
    await user.clear(screen.getByLabelText(/Gewicht/));
    await user.type(screen.getByLabelText(/Fax/), '{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0][0]).not.toHaveProperty('weight');
  });

  it('refuses a day before the delivery date and asks for the slots of another day, keeping a slot it still has', async () => {
    const { user, onOptionsInputChange, rerenderWith, button } = open(makeOrder({ isMourning: true }));
    const date = screen.getByLabelText(/Leverdatum/);
    expect(date).toHaveAttribute('min', '2026-12-24');
    await user.clear(date);
    await user.type(date, '2026-12-23');
    await user.tab();
    expect(await screen.findByText('Kies 24-12-2026 of later')).toBeVisible();
    expect(button).toBeDisabled();
    await user.clear(date);
    await user.type(date, '2026-12-28');
    await waitFor(() => expect(onOptionsInputChange).toHaveBeenLastCalledWith({ deliveryDate: '2026-12-28' }));
    act(() => rerenderWith(slots('08:00-13:00', '13:00-18:00', '18:00-22:00')));
    expect(screen.getByLabelText(/Tijdvak/)).toHaveValue('13:00-18:00');
    act(() => rerenderWith(slots('18:00-22:00')));
    expect(screen.getByLabelText(/Tijdvak/)).toHaveValue('18:00-22:00');
  });

  it("says 'Dit veld is vereist' when the slot is left empty", async () => {
    const { user } = open(makeOrder({ isMourning: true }));
    const slot = screen.getByLabelText(/Tijdvak/);
    await user.selectOptions(slot, '');
    await user.tab();
    expect(await screen.findByText('Dit veld is vereist')).toBeVisible();
    expect(slot).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows Dynalogic's refusal on the fields it names and its message in the red panel (spec §8)", async () => {
    const refusal = new ApiError(422, 'Er zijn validatie fouten opgetreden, controleer uw invoer.', 'carrier_refused', [{ field: 'phone', message: 'Ongeldig telefoonnummer' }], {});
    const { user, submit, button } = open(makeOrder({ isMourning: true }), vi.fn(async () => { throw refusal; }));
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Er is een fout opgetreden Er zijn validatie fouten opgetreden, controleer uw invoer.');
    expect(screen.getByText('Ongeldig telefoonnummer')).toBeVisible();
    expect(screen.getByLabelText(/Telefoon/)).toHaveFocus();
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
