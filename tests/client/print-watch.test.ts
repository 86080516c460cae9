import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WATCH_INTERVAL_MS, WATCH_LIMIT_MS, watchPrintJob } from '../../src/client/print/print-watch.ts';
import { applyServerMessage } from '../../src/client/realtime/live-updates.ts';
import { liveConnection } from '../../src/client/state/live-connection.ts';
import type { PrintJob } from '../../src/shared/schema/print.ts';
import { json, mockApi } from './detail/api-mock.ts';
import { makeJob } from './detail/print-job-fixture.ts';

/** The ledger of order 10000034 as the server answers it now. */
let ledger: PrintJob[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  // Without a live connection: these tests are about the look-ups that stand in for it.
  liveConnection.status = 'connecting';
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

describe('following them over the live connection', () => {
  beforeEach(() => {
    liveConnection.status = 'connected';
  });

  it("says 'Kan de Kaart 1 niet printen!' when the server publishes the failure, asking nothing", async () => {
    const failure = vi.spyOn(toast, 'error');
    const queued = makeJob({ id: 11, type: 'card1', status: 'queued', finishedAt: null });
    watchPrintJob(queued);
    await vi.advanceTimersByTimeAsync(60_000);
    applyServerMessage({ type: 'printjob', job: { ...queued, status: 'sent' } });
    expect(failure).not.toHaveBeenCalled();
    applyServerMessage({ type: 'printjob', job: { ...queued, status: 'failed', error: 'Papier op' } });
    applyServerMessage({ type: 'printjob', job: { ...queued, status: 'failed', error: 'Papier op' } });
    expect(failure).toHaveBeenCalledOnce();
    expect(failure).toHaveBeenCalledWith('Kan de Kaart 1 niet printen!', { description: 'Papier op' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so also when the failure came before the answer to the print (a printer that refuses at once)', async () => {
    const failure = vi.spyOn(toast, 'error');
    const queued = makeJob({ id: 13, type: 'card2', status: 'queued', finishedAt: null });
    applyServerMessage({ type: 'printjob', job: { ...queued, status: 'failed', error: 'Onbekende printer' } });
    watchPrintJob(queued);
    expect(failure).toHaveBeenCalledWith('Kan de Kaart 2 niet printen!', { description: 'Onbekende printer' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks while the connection is down, once more when it is back (what was sent meanwhile is lost), then no more', async () => {
    const failure = vi.spyOn(toast, 'error');
    const queued = makeJob({ id: 12, status: 'queued', finishedAt: null });
    watchPrintJob(queued);
    ledger = [queued];
    liveConnection.status = 'connecting';
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS * 2);
    const whileDown = vi.mocked(fetch).mock.calls.length;
    expect(whileDown).toBe(2);

    ledger = [{ ...queued, status: 'failed', error: 'Printer niet bereikbaar' }];
    liveConnection.status = 'connected';
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(vi.mocked(fetch).mock.calls.length).toBe(whileDown + 1);
    expect(failure).toHaveBeenCalledWith('Kan de Order niet printen!', { description: 'Printer niet bereikbaar' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(vi.mocked(fetch).mock.calls.length).toBe(whileDown + 1);
  });
});
