// The 'Print EF kaart' modal (spec §2, §5, §8): text, type card2, printer; Print disabled while pristine, invalid or
// submitting; '_popup' opens the 500×500 print window, a printer queues with 'Kaartje is in de printer wachtrij'.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EfCardDialog } from '../../src/client/print/EfCardModal.tsx';
import { appData } from '../../src/client/state/app-data.ts';
import { ui } from '../../src/client/state/ui.ts';
import { workstation } from '../../src/client/state/workstation.ts';
import { commandContext } from '../../src/client/commands/command-context.ts';
import { ExtraMenu } from '../../src/client/workbench/ExtraMenu.tsx';
import { json, mockApi } from './detail/api-mock.ts';

const CARD_ID = 'ef0123456789abcdef';
const printers = [
  { id: 'ams-cards', name: 'Brother', displayName: 'Kaartjesprinter Amsterdam', computerName: 'PC1', provider: 'spool', state: 'idle' },
  { id: 'ams-orders', name: 'HP', displayName: 'Orderprinter Amsterdam', computerName: 'PC1', provider: 'spool', state: 'online' },
] as typeof appData.printers;

function openModal(card2Printer: string) {
  workstation.config = { name: 'Amsterdam', printers: { card2: card2Printer } };
  ui.efCardOpen = true;
  render(<EfCardDialog />);
  return { user: userEvent.setup(), text: screen.getByLabelText('Tekst'), print: screen.getByRole('button', { name: 'Print' }) };
}

describe("'Print EF kaart' modal", () => {
  beforeEach(() => {
    appData.printers = printers;
  });
  afterEach(() => {
    ui.efCardOpen = false;
    workstation.config = null;
  });

  it("starts in the text with the location's card2 printer chosen, and counts as an overlay", () => {
    const { text, print } = openModal('ams-cards');
    expect(text).toHaveFocus();
    expect(screen.getByLabelText('Type')).toHaveValue('card2');
    expect(screen.getByLabelText('Printer')).toHaveValue('ams-cards');
    expect(screen.getByRole('option', { name: 'Popup (browser)' })).toHaveValue('_popup');
    expect(print).toBeDisabled();
    expect(commandContext().flags['overlay.open']).toBe(true);
  });

  it('keeps Print disabled while the text is invalid: 10 line breaks say so', async () => {
    const { user, text, print } = openModal('ams-cards');
    await user.type(text, 'Regel{Enter}'.repeat(10));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bevat meer dan 10 regels');
    expect(print).toBeDisabled();
    await user.type(text, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(print).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("opens the 500×500 print window at /print/{id}/card2/_popup for '_popup', and closes", async () => {
    const { sent } = mockApi(() => json({ id: CARD_ID, job: null }));
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, text, print } = openModal('_popup');
    await user.type(text, 'Voor Zoë');
    await user.click(print);
    await waitFor(() => expect(open).toHaveBeenCalledWith(`/print/${CARD_ID}/card2/_popup`, expect.any(String), 'width=500,height=500'));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/gateway/api/workbench/print/efcard', body: { text: 'Voor Zoë', type: 'card2', printer: '_popup' } });
    expect(ui.efCardOpen).toBe(false);
  });

  it("queues on the chosen printer with an Idempotency-Key and says 'Kaartje is in de printer wachtrij'", async () => {
    let answer!: (response: Response) => void;
    const { fetch } = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const success = vi.spyOn(toast, 'success');
    const { user, text, print } = openModal('ams-cards');
    await user.type(text, 'Met liefs');
    await user.selectOptions(screen.getByLabelText('Printer'), 'ams-orders');
    await user.click(print);
    await waitFor(() => expect(print).toBeDisabled());
    answer(json({ id: CARD_ID, job: { id: 1 } }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Kaartje is in de printer wachtrij', { description: 'Dit kan niet ongedaan worden gemaakt' }));
    const init = fetch.mock.calls[0][1]!;
    expect(JSON.parse(String(init.body)).printer).toBe('ams-orders');
    expect(new Headers(init.headers).get('idempotency-key')).toBeTruthy();
    expect(ui.efCardOpen).toBe(false);
  });

  it("keeps the text when printing fails and says why: 'Kan de EF kaart niet printen!'", async () => {
    mockApi(() => json({ message: 'Onbekende printer', code: 'VALIDATION' }, 400));
    const failure = vi.spyOn(toast, 'error');
    const { user, text, print } = openModal('ams-cards');
    await user.type(text, 'Blijft staan');
    await user.click(print);
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Kan de EF kaart niet printen!', { description: 'Onbekende printer' }));
    expect(ui.efCardOpen).toBe(true);
    expect(screen.getByLabelText('Tekst')).toHaveValue('Blijft staan');
    expect(print).toBeEnabled();
  });

  it("is opened from the Extra menu when the location has 'printEfCard' on", async () => {
    appData.features = [{ id: 1, title: 'printEfCard', extraAttribute_28088961: true }] as typeof appData.features;
    render(<ExtraMenu />);
    const user = userEvent.setup();
    await user.click(screen.getByText('Extra'));
    await user.click(screen.getByRole('menuitem', { name: 'Print EF kaart' }));
    expect(ui.efCardOpen).toBe(true);
    appData.features = [];
    expect(commandContext().flags['feature.printEfCard']).toBe(false);
  });

  it('closes on Escape', async () => {
    const { user } = openModal('ams-cards');
    await user.keyboard('{Escape}');
    expect(ui.efCardOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
