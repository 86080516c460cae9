import { ref } from 'valtio';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import moveToFolder from '../../commands/order.moveToFolder.ts';
import { orderList } from '../../src/client/state/order-list.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { changeOfRow } from '../client/orders/list-fixtures.tsx';
import { applies, fakeContext, listItems } from './fake-context.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problemFolder = { id: 23279793, title: 'Probleem' };

function openOrder(chosen: { id: number; title: string } | null) {
  const context = fakeContext({
    route: { tags: ['unprocessed'], id: 11 },
    activeOrder: makeOrder({ id: 11, orderNumber: 'BLB0000011' }),
  });
  vi.mocked(context.app.chooseFolder).mockResolvedValue(chosen);
  return context;
}

describe("'Verplaats naar map…'", () => {
  beforeEach(() => {
    Object.assign(orderList, { request: { tags: ['unprocessed'], page: 1 }, items: ref(listItems(11, 22)), meta: { total: 2, page: 1, pageSize: 50 } });
  });

  it('applies only while an order is open', () => {
    expect(applies(moveToFolder, fakeContext({ route: { tags: ['unprocessed'], id: 11 } }))).toBe(true);
    expect(applies(moveToFolder, fakeContext({ route: { tags: ['unprocessed'] } }))).toBe(false);
    expect(applies(moveToFolder, fakeContext({ route: null }))).toBe(false);
  });

  it('moves the order to the chosen folder, takes it off the list with one request and says so', async () => {
    const moved = changeOfRow({ ...listItems(11)[0], treatment: 'Nieuw', tag: null }, { tag: { id: 23279793, title: 'Probleem' } });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('/workbench/tag/23279793') ? json(moved) : json([]),
    );
    const context = openOrder(problemFolder);

    await moveToFolder.run(context, undefined);

    const [input, init] = fetchMock.mock.calls[0];
    expect(new URL(String(input), 'http://localhost').pathname).toBe('/gateway/api/workbench/tag/23279793');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ objectId: 11, objectType: 'Order' });
    expect(orderList.items.map((item) => item.id)).toEqual([22]);
    expect(orderList.meta.total).toBe(1);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(context.app.notify.undoable).toHaveBeenCalledWith('Order BLB0000011 is verplaatst naar Probleem');
  });

  it("shows the server's refusal and keeps the order in the list", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ message: 'Map bestaat niet meer' }, 404));
    const showError = vi.spyOn(toast, 'error');
    const context = openOrder(problemFolder);

    await moveToFolder.run(context, undefined);

    expect(showError).toHaveBeenCalledWith('Map bestaat niet meer');
    expect(context.app.notify.undoable).not.toHaveBeenCalled();
    expect(orderList.items.map((item) => item.id)).toEqual([11, 22]);
  });

  it('does nothing when the picker is cancelled', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const context = openOrder(null);

    await moveToFolder.run(context, undefined);

    expect(fetchMock).not.toHaveBeenCalled();
    expect(context.app.notify.undoable).not.toHaveBeenCalled();
  });
});
