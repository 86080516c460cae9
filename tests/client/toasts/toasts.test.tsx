import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KeymapHost } from '../../../src/client/commands/KeymapHost.tsx';
import { Toasts } from '../../../src/client/toasts/Toasts.tsx';
import { fakeApi, layOutScroller, manyItems, renderPaneAt, resetStores } from '../orders/list-fixtures.tsx';

const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.body, { key, ...init });
/** Lets time pass in small steps: React commits between them, and sonner's timers it sets on commit run too. */
async function wait(ms: number) {
  for (let left = ms; left > 0; left -= 100) await act(() => vi.advanceTimersByTimeAsync(Math.min(100, left)));
}
const shown = (text: string) => screen.queryByText(text) !== null;
const toastOf = (text: string) => screen.getByText(text).closest('[data-sonner-toast]') as HTMLElement;

/** Shows toasts as the app does and lets them come in. */
async function show(...toasts: (() => void)[]) {
  for (const each of toasts) {
    act(each);
    await wait(50);
  }
}

describe('toasts', () => {
  beforeEach(() => {
    // sonner closes a toast dismissed by code one animation frame later.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    window.history.replaceState(null, '', '/order/t[unprocessed]/15/attachments');
    render(
      <>
        <KeymapHost />
        <Toasts />
      </>,
    );
  });
  afterEach(async () => {
    act(() => toast.dismiss());
    await wait(1000);
    vi.useRealTimers();
  });

  it('lets a message leave after 5 s, and keeps an error until it is dismissed', async () => {
    await show(() => toast.success('Order is verwerkt'), () => toast.error('Kan de Order niet printen!'));
    await wait(6000);
    expect(shown('Order is verwerkt')).toBe(false);
    expect(shown('Kan de Order niet printen!')).toBe(true);
    await wait(60_000);
    expect(shown('Kan de Order niet printen!')).toBe(true);
  });

  it('keeps a toast offering an action; one given its own time (an undo window) drains its bar over that time', async () => {
    await show(
      () => toast.info('Order 15 is verwijderd', { action: { label: 'Ongedaan maken', onClick: () => {} } }),
      () => toast.success('40 orders verplaatst', { duration: 10_000, action: { label: 'Ongedaan maken', onClick: () => {} } }),
    );
    expect(toastOf('40 orders verplaatst').style.getPropertyValue('--toast-ms')).toBe('10000ms');
    expect(toastOf('Order 15 is verwijderd')).toHaveClass('toast--stays');
    await wait(10_500);
    expect(shown('40 orders verplaatst')).toBe(false);
    expect(shown('Order 15 is verwijderd')).toBe(true);
  });

  it("Alt+Enter presses the newest toast's button and closes that toast", async () => {
    const popup = vi.fn();
    const undo = vi.fn();
    await show(
      () => toast.error('Kan de Order niet printen!', { action: { label: 'Via popup printen', onClick: popup } }),
      () => toast.success('Order is verwerkt'),
      () => toast.success('Order 15 is verwijderd', { action: { label: 'Ongedaan maken', onClick: undo } }),
    );
    press('Enter', { altKey: true });
    await wait(1000);
    expect(undo).toHaveBeenCalledOnce();
    expect(popup).not.toHaveBeenCalled();
    expect(shown('Order 15 is verwijderd')).toBe(false);
    press('Enter', { altKey: true });
    await wait(1000);
    expect(popup).toHaveBeenCalledOnce();
    expect(shown('Kan de Order niet printen!')).toBe(false);
  });

  it('Escape closes the action panel first (as it always did), then the newest toast that stays, then the next', async () => {
    await show(() => toast.error('Kan bijlage niet toevoegen!'), () => toast.error('Kan mail niet versturen!'));
    press('Escape');
    await wait(1000);
    expect(decodeURI(window.location.pathname)).toBe('/order/t[unprocessed]/15');
    expect(shown('Kan mail niet versturen!')).toBe(true);
    press('Escape');
    await wait(1000);
    expect(shown('Kan mail niet versturen!')).toBe(false);
    expect(shown('Kan bijlage niet toevoegen!')).toBe(true);
    press('Escape');
    await wait(1000);
    expect(shown('Kan bijlage niet toevoegen!')).toBe(false);
  });

  it('closes a toast that stays with its ✕', async () => {
    await show(() => toast.error('Kan de Order niet printen!'));
    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    await wait(1000);
    expect(shown('Kan de Order niet printen!')).toBe(false);
  });
});

describe('Alt+Enter with the keyboard on a list row', () => {
  beforeEach(() => {
    resetStores();
    layOutScroller(560);
  });

  it("presses the newest toast's button and leaves the row unopened", async () => {
    fakeApi({ items: manyItems(3) });
    await renderPaneAt('/order/t[unprocessed]/10000001');
    render(
      <>
        <KeymapHost />
        <Toasts />
      </>,
    );
    const undo = vi.fn();
    act(() => {
      toast.success('Order BLB0000012 is verwijderd', { action: { label: 'Ongedaan maken', onClick: undo } });
    });
    screen.getByRole('row', { name: /BLB0000002/ }).focus();
    await userEvent.keyboard('{Alt>}{Enter}{/Alt}');
    expect(undo).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe('/order/t[unprocessed]/10000001');
  });
});
