import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCH_INTERVAL_MS, WATCH_LIMIT_MS, watchPrintJob } from '../../src/client/print/print-watch.ts';
import type { PrintJob } from '../../src/shared/schema/print.ts';
import { json, mockApi } from './detail/api-mock.ts';
import { makeJob } from './detail/print-job-fixture.ts';

/** The ledger of order 10000034 as the server answers it now. */
let ledger: PrintJob[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  ledger = [];
  mockApi(() => json(ledger), { recordLedger: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('following the prints this workstation queued', () => {
  it("says 'Kan de Kaart 1 niet printen!' with the reason when a job fails after it was queued", async () => {
    const failure = vi.spyOn(toast, 'error');
    const queued = makeJob({ id: 7, type: 'card1', status: 'queued', finishedAt: null });
    watchPrintJob(queued);
    ledger = [{ ...queued, status: 'queued', error: 'Printer niet bereikbaar' }];
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(failure, 'still retrying: no message yet').not.toHaveBeenCalled();

    ledger = [{ ...queued, status: 'failed', error: 'Printer niet bereikbaar' }];
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(failure).toHaveBeenCalledOnce();
    expect(failure).toHaveBeenCalledWith('Kan de Kaart 1 niet printen!', { description: 'Printer niet bereikbaar' });

    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS * 3);
    expect(failure, 'once per job').toHaveBeenCalledOnce();
  });

  it('says nothing when the job is printed, and stops asking', async () => {
    const failure = vi.spyOn(toast, 'error');
    const queued = makeJob({ id: 8, status: 'queued', finishedAt: null });
    watchPrintJob(queued);
    ledger = [{ ...queued, status: 'done' }];
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    const asked = vi.mocked(fetch).mock.calls.length;
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS * 3);
    expect(vi.mocked(fetch).mock.calls.length).toBe(asked);
    expect(failure).not.toHaveBeenCalled();
  });

  it('leaves a job that is not finished after five minutes to the ledger', async () => {
    const queued = makeJob({ id: 9, status: 'sent', finishedAt: null });
    watchPrintJob(queued);
    ledger = [queued];
    await vi.advanceTimersByTimeAsync(WATCH_LIMIT_MS + WATCH_INTERVAL_MS);
    const asked = vi.mocked(fetch).mock.calls.length;
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS * 3);
    expect(vi.mocked(fetch).mock.calls.length).toBe(asked);
  });
});
