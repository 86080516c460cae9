import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ref } from 'valtio';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KeymapHost } from '../../../src/client/commands/KeymapHost.tsx';
import { clearSelection, selection } from '../../../src/client/state/selection.ts';
import { ui } from '../../../src/client/state/ui.ts';

const path = () => decodeURI(window.location.pathname);
const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.body, { key, ...init });

describe('keys of the keymap in the page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/order/t[unprocessed]'));

  it("runs a chord outside text fields ('g' then 'e' goes to the expired deliveries)", async () => {
    const user = userEvent.setup();
    render(<KeymapHost />);
    await user.keyboard('ge');
    expect(decodeURI(window.location.pathname)).toBe('/order/t[deliveryexpired]');
  });

  it('leaves chords alone while typing: the letters arrive in the field and nothing else happens', async () => {
    const user = userEvent.setup();
    render(
      <>
        <KeymapHost />
        <textarea aria-label="Opmerking" />
      </>,
    );
    await user.click(screen.getByLabelText('Opmerking'));
    await user.keyboard('Bel even aan, graag de gevel');
    expect(screen.getByLabelText('Opmerking')).toHaveValue('Bel even aan, graag de gevel');
    expect(decodeURI(window.location.pathname)).toBe('/order/t[unprocessed]');
  });
});

describe('chords after typing', () => {
  beforeEach(() => window.history.replaceState(null, '', '/order/t[unprocessed]'));

  it("a chord's first letter typed in a field does not spoil the chord pressed right after", async () => {
    const user = userEvent.setup();
    render(
      <>
        <KeymapHost />
        <textarea aria-label="Opmerking" />
        <button type="button">Elders</button>
      </>,
    );
    // The note ends in 'g', the first key of 'g e'; within a second the user leaves the field and presses G, E.
    await user.type(screen.getByLabelText('Opmerking'), 'Graag via de weg');
    await user.click(screen.getByRole('button', { name: 'Elders' }));
    await user.keyboard('ge');
    expect(decodeURI(window.location.pathname)).toBe('/order/t[deliveryexpired]');
  });
});

describe('one listener for the whole keymap', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/order/t[unprocessed]');
    clearSelection();
    ui.cheatSheetOpen = false;
  });

  it('listens for keys with a single keydown listener, however many keys the keymap binds', () => {
    const added = vi.spyOn(EventTarget.prototype, 'addEventListener');
    render(<KeymapHost />);
    const pageTargets: EventTarget[] = [window, document, document.body];
    const keydowns = added.mock.calls.filter(([type], call) => type === 'keydown' && pageTargets.includes(added.mock.contexts[call] as EventTarget));
    expect(keydowns).toHaveLength(1);
  });

  it("opens the shortcuts with '?' whether or not the layout needs Shift for it", () => {
    render(<KeymapHost />);
    press('?', { shiftKey: true });
    expect(ui.cheatSheetOpen).toBe(true);
    press('?');
    expect(ui.cheatSheetOpen).toBe(false);
  });

  it('leaves a key a dialog already took (Escape in the palette) to the dialog: the selection stays', () => {
    selection.ids = ref(new Set([10000034]));
    render(<KeymapHost />);
    const dialogEscape = (event: KeyboardEvent) => event.key === 'Escape' && event.preventDefault();
    document.addEventListener('keydown', dialogEscape, true);
    press('Escape');
    document.removeEventListener('keydown', dialogEscape, true);
    expect(selection.ids.size).toBe(1);
    press('Escape');
    expect(selection.ids.size).toBe(0);
  });

  it('runs one binding per key: Escape that closes the panel does not also clear the selection', () => {
    window.history.replaceState(null, '', '/order/t[unprocessed]/10000034/attachments');
    selection.ids = ref(new Set([10000034]));
    render(<KeymapHost />);
    press('Escape');
    expect(path()).toBe('/order/t[unprocessed]/10000034');
    expect(selection.ids.size).toBe(1);
  });

  it("says why a chord's command cannot run, and takes its key ('A P' with nothing selected)", () => {
    const error = vi.spyOn(toast, 'error');
    render(<KeymapHost />);
    press('a');
    expect(press('p')).toBe(false);
    expect(error).toHaveBeenCalledWith('Selecteer eerst orders (X of Ctrl+A)');
  });
});
