import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { applyServerMessage } from '../../src/client/realtime/live-updates.ts';
import { folders } from '../../src/client/state/folders.ts';
import { liveConnection } from '../../src/client/state/live-connection.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import { BULK_UNDO_WINDOW_MS, bulkMessages, type BulkKind } from '../../src/shared/domain/bulk.ts';
import type { BulkJob } from '../../src/shared/schema/bulk.ts';
import { fakeApi, json, layOutScroller, manyItems, type ApiRequest } from './orders/list-fixtures.tsx';
import { bulkJob, JOB_ID, renderListWithKeys, resetSelection, tickedOrders } from './selection-kit.tsx';

const items = manyItems(3);
const threeOk = [{}, {}, {}];
const bulkPosts = (requests: ApiRequest[]) => requests.filter((request) => request.method === 'POST' && request.path === '/workbench/bulk');
const undoPosts = (requests: ApiRequest[]) => requests.filter((request) => request.path === `/workbench/bulk/${JOB_ID}/undo`);
const idempotencyKeys = () =>
  vi.mocked(globalThis.fetch).mock.calls
    .filter(([input, init]) => String(input).endsWith('/workbench/bulk') && init?.method === 'POST')
    .map(([, init]) => new Headers(init!.headers).get('idempotency-key'));

/** The list with every order selected, over an API whose bulk job answers are given in turn. */
async function selectAllWith(answers: { start: () => Response | Promise<Response>; poll?: (BulkJob | Response)[]; undo?: () => Response }) {
  const polls = [...(answers.poll ?? [])];
  const requests = fakeApi({
    items,
    tags: [{ id: 41, title: 'Wachten op klant', count: 0 }],
    respond: (request) => {
      if (request.path === '/workbench/bulk') return answers.start();
      if (request.path === `/workbench/bulk/${JOB_ID}/undo`) return answers.undo?.();
      if (request.path === `/workbench/bulk/${JOB_ID}`) {
        const answer = polls.shift();
        return answer instanceof Response ? answer : json(answer);
      }
      return undefined;
    },
  });
  await renderListWithKeys('/order/t[unprocessed]/10000001');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Selecteer alle orders op deze pagina' }));
  return requests;
}

/** The options the summary toast was shown with. */
const summaryOptions = (show: { mock: { calls: unknown[][] } }) => show.mock.calls.at(-1)![1] as {
  id: string;
  duration?: number;
  description?: string;
  action?: { label: string; onClick: () => void };
};

describe('the bulk commands', () => {
  beforeEach(() => {
    // Without a live connection the job is followed by asking (the poll answers below); with one, see further on.
    liveConnection.status = 'connecting';
    resetSelection();
    layOutScroller();
    folders.tags = [{ id: 41, title: 'Wachten op klant', count: 0 }];
  });

  test.each([
    ['a p', 'print', { documents: ['order', 'card1'] }],
    ['a o', 'print', { documents: ['order'] }],
    ['a s', 'handoff', undefined],
    ['a v', 'process', undefined],
  ] as const)('%s starts one %s job for the selection in list order, with an Idempotency-Key', async (keys, action, options) => {
    const requests = await selectAllWith({ start: () => json(bulkJob(action, threeOk)) });

    await userEvent.keyboard(keys.replace(' ', ''));

    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(1));
    expect(bulkPosts(requests)[0].body).toEqual({ action, orderIds: [10000001, 10000002, 10000003], ...(options && { options }) });
    expect(idempotencyKeys()[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The selection stays for the next bulk command (issue 21): only Esc clears it.
    expect(tickedOrders()).toEqual(['BLB0000001', 'BLB0000002', 'BLB0000003']);
    expect(screen.getByText('3 orders geselecteerd')).toBeInTheDocument();
  });

  test('Ctrl+A followed at once by A V processes the page: the A of Ctrl+A starts no chord', async () => {
    const requests = await selectAllWith({ start: () => json(bulkJob('process', threeOk)) });
    await userEvent.keyboard('{Escape}');

    await userEvent.keyboard('{Control>}a{/Control}av');

    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(1));
    expect(bulkPosts(requests)[0].body).toEqual({ action: 'process', orderIds: [10000001, 10000002, 10000003] });
  });

  test('A then M moves the selection to the folder chosen in the folder picker', async () => {
    const requests = await selectAllWith({ start: () => json(bulkJob('move', threeOk)) });

    await userEvent.keyboard('am');
    await userEvent.click(await screen.findByRole('option', { name: 'Wachten op klant' }));

    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(1));
    expect(bulkPosts(requests)[0].body).toEqual({ action: 'move', orderIds: [10000001, 10000002, 10000003], options: { tagId: 41 } });
  });

  test('A then Z picks the mail by keyboard and sends that type to the selection', async () => {
    const requests = await selectAllWith({ start: () => json(bulkJob('mail', threeOk)) });

    await userEvent.keyboard('az');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Klant in Beeld', 'Adres fout', 'Bevestiging', 'Niet op rekening',
    ]);
    await userEvent.keyboard('adres{Enter}');

    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(1));
    expect(bulkPosts(requests)[0].body).toEqual({ action: 'mail', orderIds: [10000001, 10000002, 10000003], options: { mailType: 'AddressError' } });
  });

  test('cancelling the mail picker sends nothing and keeps the selection', async () => {
    const requests = await selectAllWith({ start: () => json(bulkJob('mail', threeOk)) });

    await userEvent.keyboard('az');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');

    expect(bulkPosts(requests)).toEqual([]);
    expect(tickedOrders()).toHaveLength(3);
  });

  test('the bar has a button per bulk command', async () => {
    const requests = await selectAllWith({ start: () => json(bulkJob('process', threeOk)) });

    await userEvent.click(screen.getByRole('button', { name: 'Verwerken' }));

    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(1));
    expect(screen.getByRole('region', { name: 'Selectie' })).toHaveTextContent('3 orders geselecteerd');
  });

  test.each(['ap', 'as', 'az'])('%s with nothing selected says how to select, starts nothing and opens no picker', async (keys) => {
    const showError = vi.spyOn(toast, 'error');
    const requests = fakeApi({ items });
    await renderListWithKeys('/order/t[unprocessed]/10000001');

    await userEvent.keyboard(keys);

    expect(showError).toHaveBeenCalledWith('Selecteer eerst orders (X of Ctrl+A)');
    expect(bulkPosts(requests)).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a refused start is a toast with the server\'s message, and the selection stays', async () => {
    const showError = vi.spyOn(toast, 'error');
    await selectAllWith({ start: () => json({ message: bulkMessages.tooMany }, 400) });

    await userEvent.keyboard('av');

    await waitFor(() => expect(showError).toHaveBeenCalledWith(bulkMessages.tooMany));
    expect(tickedOrders()).toHaveLength(3);
  });

  test('a start lost on the network is sent again with the same Idempotency-Key', async () => {
    let attempts = 0;
    const requests = await selectAllWith({
      start: () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : json(bulkJob('process', threeOk))),
    });

    await userEvent.keyboard('av');

    await waitFor(() => expect(bulkPosts(requests)).toHaveLength(2), { timeout: 3000 });
    const [first, second] = idempotencyKeys();
    expect(second).toBe(first);
  });

  test('one toast shows the progress while the job runs, and becomes its summary', async () => {
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    await selectAllWith({
      start: () => json(bulkJob('process', [{ state: 'pending' }, { state: 'pending' }, { state: 'pending' }], { state: 'running', done: 0 })),
      poll: [
        bulkJob('process', [{}, {}, { state: 'pending' }], { state: 'running' }),
        bulkJob('process', threeOk, { summary: '3 orders verwerkt' }),
      ],
    });

    await userEvent.keyboard('av');

    await waitFor(() => expect(success).toHaveBeenCalled(), { timeout: 3000 });
    expect(loading.mock.calls.map(([message, options]) => [message, options?.id])).toEqual([
      ['Verwerken… 0 van 3', `bulk-${JOB_ID}`],
      ['Verwerken… 2 van 3', `bulk-${JOB_ID}`],
    ]);
    expect(loading.mock.calls[0][1]?.duration).toBe(Infinity);
    expect(success.mock.calls[0][0]).toBe('3 orders verwerkt');
    expect(summaryOptions(success).id).toBe(`bulk-${JOB_ID}`);
  });

  test('connected, the progress and the summary come from the batches the server publishes, whose changes the list takes; nothing is asked', async () => {
    const loading = vi.spyOn(toast, 'loading');
    const success = vi.spyOn(toast, 'success');
    const requests = await selectAllWith({
      start: () => json(bulkJob('process', [{ state: 'pending' }, { state: 'pending' }, { state: 'pending' }], { state: 'running', done: 0 })),
    });
    liveConnection.status = 'connected';

    await userEvent.keyboard('av');
    await waitFor(() => expect(loading).toHaveBeenCalledWith('Verwerken… 0 van 3', expect.anything()));
    const processed = (index: number) => {
      const { id, treatment, tag, deliveryDate, activeTransporter } = items[index];
      return { orderId: id, version: 2, listItem: { ...items[index], treatment: 'Verwerkt' }, was: { treatment, tag, deliveryDate, activeTransporter } };
    };
    const batch = { type: 'bulkprogress' as const, jobId: JOB_ID, total: 3 };
    act(() => applyServerMessage({ ...batch, done: 2, items: bulkJob('process', [{}, {}]).items, changes: [processed(0), processed(1)] }));
    expect(loading).toHaveBeenLastCalledWith('Verwerken… 2 van 3', expect.objectContaining({ id: `bulk-${JOB_ID}` }));
    expect(orderList.items.map((item) => item.id), 'processed orders leave the unprocessed list').toEqual([10000003]);

    const finished = bulkJob('process', threeOk, { summary: '3 orders verwerkt' });
    act(() => applyServerMessage({ ...batch, done: 3, items: finished.items.slice(2), changes: [processed(2)], finished }));
    await waitFor(() => expect(success).toHaveBeenCalled());
    expect(success.mock.calls[0][0]).toBe('3 orders verwerkt');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(requests.filter((request) => request.path === `/workbench/bulk/${JOB_ID}`), 'no poll while connected').toEqual([]);
  });

  test("a job the server no longer knows ends its progress toast with the server's message", async () => {
    const showError = vi.spyOn(toast, 'error');
    await selectAllWith({
      start: () => json(bulkJob('process', [{ state: 'pending' }], { state: 'running', done: 0 })),
      poll: [json({ message: bulkMessages.jobNotFound }, 404)],
    });

    await userEvent.keyboard('av');

    await waitFor(() => expect(showError).toHaveBeenCalled(), { timeout: 3000 });
    expect(showError).toHaveBeenCalledWith(bulkMessages.jobNotFound, { id: `bulk-${JOB_ID}`, duration: undefined });
  });

  test('a partial failure is a warning naming the orders that failed, and what cannot be undone', async () => {
    const warning = vi.spyOn(toast, 'warning');
    await selectAllWith({
      start: () => json(bulkJob('handoff', [{}, {}, { state: 'failed', message: bulkMessages.noSuggestion }])),
    });

    await userEvent.keyboard('as');

    await waitFor(() => expect(warning).toHaveBeenCalled());
    expect(warning.mock.calls[0][0]).toBe(`2 van 3 aangemeld; 1 mislukt: BLB0000003 (${bulkMessages.noSuggestion})`);
    expect(summaryOptions(warning).description).toBe(bulkMessages.notUndoable('handoff'));
    expect(summaryOptions(warning).action).toBeUndefined();
  });

  test('a job where everything failed is an error', async () => {
    const showError = vi.spyOn(toast, 'error');
    await selectAllWith({
      start: () => json(bulkJob('process', [{ state: 'skipped', message: bulkMessages.alreadyProcessed }])),
    });

    await userEvent.keyboard('av');

    await waitFor(() => expect(showError).toHaveBeenCalled());
    expect(showError.mock.calls[0][0]).toBe(`0 van 1 verwerkt; 1 overgeslagen: BLB0000001 (${bulkMessages.alreadyProcessed})`);
    expect(summaryOptions(showError).action).toBeUndefined();
  });
});

describe('undoing a bulk job', () => {
  beforeEach(() => {
    resetSelection();
    layOutScroller();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const undone = () => json(bulkJob('process', [{ state: 'undone' }, { state: 'undone' }, { state: 'ok', message: bulkMessages.changedSince }], { state: 'undone' }));

  test("the summary offers 'Ongedaan maken' for the undo window; it takes the job back and says how that went", async () => {
    const success = vi.spyOn(toast, 'success');
    const warning = vi.spyOn(toast, 'warning');
    const requests = await selectAllWith({ start: () => json(bulkJob('process', threeOk)), undo: undone });

    await userEvent.keyboard('av');
    await waitFor(() => expect(success).toHaveBeenCalled());
    const { action, duration } = summaryOptions(success);
    expect(action?.label).toBe('Ongedaan maken');
    expect(duration).toBe(BULK_UNDO_WINDOW_MS);

    act(() => action!.onClick());

    await waitFor(() => expect(warning).toHaveBeenCalled());
    expect(undoPosts(requests)).toHaveLength(1);
    expect(warning).toHaveBeenCalledWith('2 van 3 teruggezet', { description: `BLB0000003 (${bulkMessages.changedSince})` });
  });

  test('Ctrl+Z undoes the last job within the window, once', async () => {
    const success = vi.spyOn(toast, 'success');
    const requests = await selectAllWith({ start: () => json(bulkJob('move', threeOk)), undo: undone });
    await userEvent.keyboard('am');
    await userEvent.click(await screen.findByRole('option', { name: 'Wachten op klant' }));
    await waitFor(() => expect(success).toHaveBeenCalled());

    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(undoPosts(requests)).toHaveLength(1));
    await userEvent.keyboard('{Control>}z{/Control}');

    expect(undoPosts(requests)).toHaveLength(1);
  });

  test('a job that finished before its start was answered is undone with the undo\'s own answer, not the finished job kept for it', async () => {
    const success = vi.spyOn(toast, 'success');
    const warning = vi.spyOn(toast, 'warning');
    const finished = bulkJob('move', threeOk);
    const running = bulkJob('move', [{ state: 'pending' }, { state: 'pending' }, { state: 'pending' }], { state: 'running' });
    const requests = await selectAllWith({
      start: () => {
        // The socket's last batch beats the start's answer.
        applyServerMessage({ type: 'bulkprogress', jobId: JOB_ID, done: 3, total: 3, items: finished.items, changes: [], finished });
        return json(running);
      },
      undo: undone,
    });
    await userEvent.keyboard('am');
    await userEvent.click(await screen.findByRole('option', { name: 'Wachten op klant' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('3 orders verplaatst', expect.anything()));

    await userEvent.keyboard('{Control>}z{/Control}');

    await waitFor(() => expect(warning).toHaveBeenCalled());
    expect(undoPosts(requests)).toHaveLength(1);
    expect(warning).toHaveBeenCalledWith('2 van 3 teruggezet', { description: `BLB0000003 (${bulkMessages.changedSince})` });
  });

  test('Ctrl+Z does nothing once the undo window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const success = vi.spyOn(toast, 'success');
    const requests = await selectAllWith({ start: () => json(bulkJob('process', threeOk)), undo: undone });
    await userEvent.keyboard('av');
    await waitFor(() => expect(success).toHaveBeenCalled());

    vi.setSystemTime(Date.now() + BULK_UNDO_WINDOW_MS + 1);
    await userEvent.keyboard('{Control>}z{/Control}');

    expect(undoPosts(requests)).toEqual([]);
  });

  test("a refused undo is the server's message", async () => {
    const success = vi.spyOn(toast, 'success');
    const showError = vi.spyOn(toast, 'error');
    await selectAllWith({
      start: () => json(bulkJob('process', threeOk)),
      undo: () => json({ message: bulkMessages.undoTooLate }, 409),
    });
    await userEvent.keyboard('av');
    await waitFor(() => expect(success).toHaveBeenCalled());

    await userEvent.keyboard('{Control>}z{/Control}');

    await waitFor(() => expect(showError).toHaveBeenCalledWith(bulkMessages.undoTooLate));
  });

  test.each([
    ['a z', 'mail'],
    ['a s', 'handoff'],
    ['a p', 'print'],
  ] as const)('%s (%s) offers no undo: the toast says it cannot be undone, and Ctrl+Z does nothing', async (keys, action: BulkKind) => {
    const success = vi.spyOn(toast, 'success');
    const requests = await selectAllWith({ start: () => json(bulkJob(action, threeOk)), undo: undone });

    await userEvent.keyboard(keys.replace(' ', ''));
    if (action === 'mail') await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(success).toHaveBeenCalled());

    expect(summaryOptions(success).action).toBeUndefined();
    expect(summaryOptions(success).description).toBe(bulkMessages.notUndoable(action));
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(undoPosts(requests)).toEqual([]);
  });
});
