import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import goAdminBarcodes from '../../commands/go.adminBarcodes.ts';
import goAdminDeleted from '../../commands/go.adminDeleted.ts';
import goAdminFeatures from '../../commands/go.adminFeatures.ts';
import goAdminLocation from '../../commands/go.adminLocation.ts';
import goAdminTags from '../../commands/go.adminTags.ts';
import orderDelete from '../../commands/order.delete.ts';
import { answerOrderDeletion, orderDeletion } from '../../src/client/detail/order-deletion.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { applies, fakeContext } from './fake-context.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the admin page commands', () => {
  it.each([
    ['Mappen beheren', goAdminTags, '/admin/tags'],
    ['Locatie configuratie', goAdminLocation, '/admin/location'],
    ['Verwijderde order', goAdminDeleted, '/admin/deleted'],
    ['Code Generator', goAdminBarcodes, '/admin/BarCodeGenerator'],
    ['Features', goAdminFeatures, '/admin/features'],
  ])("'%s' goes to its page, for administrators only", async (title, command, path) => {
    expect(command.title).toBe(title);
    expect(command.adminOnly).toBe(true);
    expect(applies(command, fakeContext({ isAdministrator: false }))).toBe(false);
    const context = fakeContext({ isAdministrator: true });
    expect(applies(command, context)).toBe(true);
    await command.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith(path);
  });
});

describe("'Order verwijderen'", () => {
  const openOrder = (isAdministrator: boolean) =>
    fakeContext({
      isAdministrator,
      route: { tags: ['unprocessed'], id: 11 },
      activeOrder: makeOrder({ id: 11, orderNumber: 'BLB0000011' }),
      flags: { 'order.open': true },
    });

  afterEach(() => answerOrderDeletion(false));

  it('applies to an open order, for administrators only', () => {
    expect(applies(orderDelete, openOrder(true))).toBe(true);
    expect(applies(orderDelete, openOrder(false))).toBe(false);
    expect(applies(orderDelete, fakeContext({ isAdministrator: true }))).toBe(false);
  });

  it('asks about the open order and deletes it only when confirmed', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: true }));
    const success = vi.spyOn(toast, 'success');

    const declined = orderDelete.run(openOrder(true), undefined);
    expect(orderDeletion.asking).toEqual({ id: 11, orderNumber: 'BLB0000011' });
    answerOrderDeletion(false);
    await declined;
    expect(fetchMock).not.toHaveBeenCalled();

    const confirmed = orderDelete.run(openOrder(true), undefined);
    answerOrderDeletion(true);
    await confirmed;
    const [input, init] = fetchMock.mock.calls[0];
    expect(new URL(String(input), 'http://localhost').pathname).toBe('/gateway/api/workbench/order/11');
    expect(init?.method).toBe('DELETE');
    expect(success).toHaveBeenCalledWith('Order BLB0000011 is verwijderd', expect.objectContaining({ description: 'Id 11' }));
    expect(orderDeletion.asking).toBeNull();
  });
});
