// Issue 24: Ctrl+Z takes back the newest single action of this workstation (here a block edit) once, within the
// toast's 10 s; the newest of a single action and a bulk job is the one taken back; a refusal is the server's message.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offerUndo } from '../../../src/client/selection/last-bulk-job.ts';
import { activeOrder, closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { lastSingleAction, newestUndo, offerSingleUndo } from '../../../src/client/state/last-undo.ts';
import { stopEditing } from '../../../src/client/state/order-edit.ts';
import { BULK_UNDO_WINDOW_MS } from '../../../src/shared/domain/bulk.ts';
import { json, mockApi, type SentRequest } from './api-mock.ts';
import { changeTo, makeFeatures, makeOrder } from './order-fixture.ts';
import { listItem } from '../orders/list-fixtures.tsx';
import { showWithKeys } from './show-with-keys.tsx';

const UNDO_URL = '/gateway/api/workbench/order/10000034/undo';
const restoredRow = listItem({ id: 10000034, orderNumber: 'BLB0000034' });


/** Saves 'Achterom' as the comment with Ctrl+Enter; the server answers version 2, an undo version 3 (or `undo`). */
async function editComment(undo = () => json(changeTo(makeOrder({ comment: 'Voordeur', version: 3 }), ['comment'], { listItem: restoredRow }))) {
  const { sent } = mockApi((request: SentRequest) =>
    request.url === UNDO_URL ? undo() : json(changeTo(makeOrder({ comment: 'Achterom', version: 2 }), ['comment'])),
  );
  showWithKeys(makeOrder({ comment: 'Voordeur', version: 1 }));
  await userEvent.click(screen.getByRole('button', { name: 'Bewerken: Opmerking klant' }));
  const field = screen.getByRole('textbox', { name: 'Opmerking klant' });
  await userEvent.clear(field);
  await userEvent.type(field, 'Achterom');
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() => expect(activeOrder.order?.comment).toBe('Achterom'));
  return sent;
}

const undos = (sent: SentRequest[]) => sent.filter((request) => request.url === UNDO_URL);

beforeEach(() => {
  closeOrder();
  stopEditing();
  lastSingleAction.undoable = null;
  appData.features = makeFeatures();
});

describe('Ctrl+Z after a single action', () => {
  it('takes the block edit back once: the version it left goes to the server, the order shows what was there', async () => {
    const success = vi.spyOn(toast, 'success');
    const dismiss = vi.spyOn(toast, 'dismiss');
    const sent = await editComment();
    const offered = success.mock.calls.find(([, options]) => options?.action)?.[1];
    expect(offered?.id, "the save's toast offers 'Ongedaan maken'").toBeDefined();

    await userEvent.keyboard('{Control>}z{/Control}');
    expect(dismiss, 'the toast that offered it goes: its button cannot be pressed twice').toHaveBeenCalledWith(offered!.id);
    await waitFor(() => expect(activeOrder.order?.comment).toBe('Voordeur'));
    expect(undos(sent)).toEqual([{ method: 'POST', url: UNDO_URL, body: { version: 2 } }]);
    expect(success).toHaveBeenCalledWith('Order BLB0000034 is teruggezet');

    await userEvent.keyboard('{Control>}z{/Control}');
    expect(undos(sent)).toHaveLength(1);
  });

  it("shows the server's refusal, naming who changed the order since", async () => {
    const failure = vi.spyOn(toast, 'error');
    const message = 'Order is intussen gewijzigd door beheerder; niet teruggezet';
    await editComment(() => json({ message }, 409));

    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(failure).toHaveBeenCalledWith(message));
    expect(activeOrder.order?.comment).toBe('Achterom');
  });
});

describe('after a processed mark (Shift+V) took the user back to the list', () => {
  it('the undo opens the order again', async () => {
    const processed = makeOrder({ version: 2, treatment: 'Geprint' });
    const { sent } = mockApi((request: SentRequest) =>
      request.url === UNDO_URL
        ? json(changeTo(makeOrder({ version: 3 }), ['treatment'], { listItem: restoredRow }))
        : json(changeTo(processed, ['treatment'], { listItem: null })),
    );
    showWithKeys(makeOrder({ version: 1, treatment: 'Nieuw' }));
    await userEvent.keyboard('{Shift>}V{/Shift}');
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]'));

    await userEvent.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]/10000034'));
    expect(undos(sent)).toEqual([{ method: 'POST', url: UNDO_URL, body: { version: 2 } }]);
  });
});

describe('which action Ctrl+Z takes back', () => {
  it('the newest of a bulk job and a single action, while its window lasts', () => {
    const now = 1_000_000;
    offerUndo('job-1', now);
    expect(newestUndo(now + 1)).toEqual({ kind: 'bulk', jobId: 'job-1' });
    offerSingleUndo({ orderId: 7, version: 4 }, now + 2);
    expect(newestUndo(now + 3)).toEqual({ kind: 'single', orderId: 7, version: 4 });
    offerUndo('job-2', now + 4);
    expect(newestUndo(now + 5)).toEqual({ kind: 'bulk', jobId: 'job-2' });
    expect(newestUndo(now + 4 + BULK_UNDO_WINDOW_MS)).toBeNull();
  });
});
