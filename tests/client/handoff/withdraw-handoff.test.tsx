// 'Overdracht intrekken' (issue 24) on screen: only for a handed-off order; B W or the detail's button opens the
// dialog with the focus in the reason; Escape cancels and sends nothing; Ctrl+Enter checks the reason by the shared
// rule, withdraws, says so, and the order is new again with its history; the server's field error stays in the dialog.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import handoffWithdraw from '../../../commands/handoff.withdraw.ts';
import { WithdrawHandoffDialog } from '../../../src/client/panels/handoff/WithdrawHandoffDialog.tsx';
import { cancelHandoffWithdrawal } from '../../../src/client/panels/handoff/withdraw-handoff.ts';
import { activeOrder, closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import type { HandoffHistoryEntry } from '../../../src/shared/schema/handoff-history.ts';
import type { Order } from '../../../src/shared/schema/order.ts';
import { applies, fakeContext } from '../../commands/fake-context.ts';
import { json, mockApi, type SentRequest } from '../detail/api-mock.ts';
import { changeTo, makeFeatures, makeOrder } from '../detail/order-fixture.ts';
import { showWithKeys } from '../detail/show-with-keys.tsx';

const WITHDRAW_URL = '/gateway/api/workbench/order/10000034/handoff/withdraw';
/** 12 November 2026 14:03 in Amsterdam. */
const SENT_AT = 1_794_488_580;
const sentToTulp: HandoffHistoryEntry = {
  id: 7, target: 'florist', floristName: 'Bloemenhuis De Tulp', method: 'mail', status: 'sent', at: SENT_AT, by: 'medewerker', withdrawal: null,
};
const handedOff = (overrides: Partial<Order> = {}) =>
  makeOrder({ treatment: 'Collega bloemist', activeTransporter: 'florist', version: 4, handoffs: [sentToTulp], ...overrides });
const withdrawnOrder = makeOrder({
  treatment: 'Nieuw', activeTransporter: null, version: 5,
  handoffs: [{ ...sentToTulp, status: 'withdrawn', withdrawal: { at: SENT_AT + 600, by: 'medewerker', reason: 'bloemist heeft geen tijd' } }],
});
const withdrawn = () => json(changeTo(withdrawnOrder, ['treatment', 'activeTransporter', 'handoffs']));

function showHandedOff(order = handedOff()) {
  showWithKeys(order);
  render(<WithdrawHandoffDialog />);
}
const dialog = () => screen.getByRole('dialog', { name: 'Overdracht intrekken' });
const withdrawals = (sent: SentRequest[]) => sent.filter((request) => request.url === WITHDRAW_URL);

beforeEach(() => {
  cancelHandoffWithdrawal();
  closeOrder();
  appData.features = makeFeatures();
});

describe("'Overdracht intrekken'", () => {
  it('applies to a handed-off open order only', () => {
    const open = (order: Order) => {
      Object.assign(activeOrder, { id: order.id, order, loading: false, error: null });
      return fakeContext({ route: { tags: ['unprocessed'], id: order.id }, activeOrder: order, flags: { 'order.open': true } });
    };
    expect(applies(handoffWithdraw, open(handedOff()))).toBe(true);
    expect(applies(handoffWithdraw, open(handedOff({ treatment: 'Euroflorist' })))).toBe(true);
    expect(applies(handoffWithdraw, open(makeOrder({ treatment: 'Nieuw' })))).toBe(false);
    expect(applies(handoffWithdraw, open(makeOrder({ treatment: 'Verwerkt' })))).toBe(false);
  });

  it('shows the history, and B W opens the dialog with the focus in the reason; Escape cancels and sends nothing', async () => {
    const { sent } = mockApi(withdrawn);
    showHandedOff();
    const history = screen.getByRole('region', { name: 'Overdrachten' });
    expect(within(history).getByRole('listitem').textContent).toBe('12-11 14:03 naar Bloemenhuis De Tulp (mail)');

    await userEvent.keyboard('bw');
    expect(within(dialog()).getByText('Order BLB0000034 terughalen van Bloemenhuis De Tulp? De order wordt weer nieuw.')).toBeTruthy();
    expect(within(dialog()).getByText('Bloemenhuis De Tulp krijgt hiervan geen bericht; bel of mail de bloemist zelf.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reden' }));

    await userEvent.keyboard('geen tijd{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(withdrawals(sent)).toEqual([]);
    expect(activeOrder.order?.treatment).toBe('Collega bloemist');
  });

  it('Ctrl+Enter with too short a reason says so and sends nothing; with a reason it withdraws and shows the order new again', async () => {
    const { sent } = mockApi(withdrawn);
    const success = vi.spyOn(toast, 'success');
    showHandedOff();
    await userEvent.click(screen.getByRole('button', { name: 'Overdracht intrekken' }));
    const reason = screen.getByRole('textbox', { name: 'Reden' });
    expect(document.activeElement).toBe(reason);

    await userEvent.keyboard(' j {Control>}{Enter}{/Control}');
    expect(within(dialog()).getByRole('alert').textContent).toBe('Invoer is te kort');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(withdrawals(sent)).toEqual([]);

    await userEvent.clear(reason);
    await userEvent.type(reason, ' bloemist heeft geen tijd ');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(withdrawals(sent)).toEqual([{ method: 'POST', url: WITHDRAW_URL, body: { reason: 'bloemist heeft geen tijd', version: 4 } }]);
    expect(success).toHaveBeenCalledWith('Overdracht ingetrokken');
    expect(activeOrder.order?.treatment).toBe('Nieuw');
    const history = screen.getByRole('region', { name: 'Overdrachten' });
    expect(within(history).getByRole('listitem').textContent)
      .toBe('12-11 14:03 naar Bloemenhuis De Tulp (mail) — ingetrokken door medewerker: bloemist heeft geen tijd');
    expect(within(history).queryByRole('button', { name: 'Overdracht intrekken' })).toBeNull();
  });

  it("keeps the dialog open with the server's field error, and closes it with a toast on any other refusal", async () => {
    let answer = () => json({ message: 'Controleer uw gegevens', code: 'VALIDATION', errors: [{ field: 'reason', message: 'Bevat ongeldige tekens' }] }, 400);
    mockApi(() => answer());
    const failure = vi.spyOn(toast, 'error');
    showHandedOff();
    await userEvent.keyboard('bw');
    await userEvent.keyboard('bloemist belt terug{Control>}{Enter}{/Control}');
    await waitFor(() => expect(within(dialog()).getByRole('alert').textContent).toBe('Bevat ongeldige tekens'));
    expect(failure).not.toHaveBeenCalled();

    answer = () => json({ message: 'Deze order is niet overgedragen', code: 'CONFLICT' }, 409);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(failure).toHaveBeenCalledWith('Overdracht niet ingetrokken', { description: 'Deze order is niet overgedragen' });
    expect(activeOrder.order?.treatment).toBe('Collega bloemist');
  });
});
