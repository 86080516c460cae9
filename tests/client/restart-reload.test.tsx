import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyServerMessage } from '../../src/client/realtime/live-updates.ts';
import { ui } from '../../src/client/state/ui.ts';
import { RestartOverlay } from '../../src/client/workbench/RestartOverlay.tsx';

const answer = (status: number) => new Response(JSON.stringify({ name: 'Werkplaats' }), { status, headers: { 'content-type': 'application/json' } });

describe('after the server announced a restart', () => {
  let reload: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    reload = vi.fn<() => void>();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    ui.restarting = false;
  });
  afterEach(() => {
    vi.useRealTimers();
    ui.restarting = false;
  });

  it('waits, in Dutch, while the server is down and reloads only when /env answers again', async () => {
    // Down (connection refused) three times, then starting (503), then up.
    const replies: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(answer(503)),
      () => Promise.resolve(answer(200)),
    ];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => replies.shift()!());
    render(<RestartOverlay />);

    await act(async () => applyServerMessage({ type: 'SERVER_RESTART' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('De applicatie is bijgewerkt. Wachten tot de server weer bereikbaar is…');

    // Tries at 600 ms, then after 500, 1000, 2000 and 3000 ms more.
    await vi.advanceTimersByTimeAsync(600 + 500 + 1000 + 2000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(2999);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(reload).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls.every(([url]) => String(url) === '/gateway/api/env')).toBe(true);
  });

  it('never waits longer than 3 s between tries, and a second announcement starts no second poller', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    applyServerMessage({ type: 'SERVER_RESTART' });
    applyServerMessage({ type: 'SERVER_RESTART' });
    await vi.advanceTimersByTimeAsync(600 + 500 + 1000 + 2000 + 3000);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    await vi.advanceTimersByTimeAsync(3000 * 3);
    expect(fetchMock).toHaveBeenCalledTimes(8);
    expect(reload).not.toHaveBeenCalled();
  });
});
