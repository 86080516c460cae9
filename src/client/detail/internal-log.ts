// Adding and deleting entries of an order's internal log.
import { toast } from 'sonner';
import { endpoints } from '../../shared/protocol/endpoints.ts';
import { call } from '../api/client.ts';
import { openOrder } from '../state/active-order.ts';
import { replaceOpenOrder } from '../state/order-edit.ts';

/** Returns whether the entry was added; a failure is shown as a toast with the server's message. */
export async function addLogEntry(orderId: number, content: string): Promise<boolean> {
  try {
    replaceOpenOrder(await call(endpoints.addLogEntry, { params: { id: orderId }, body: { content } }));
    return true;
  } catch (error) {
    toast.error((error as Error).message);
    return false;
  }
}

/** The delete answers only success, so the order is fetched again to show the log without the entry. */
export async function deleteLogEntry(orderId: number, entryId: number) {
  try {
    await call(endpoints.deleteLogEntry, { params: { id: orderId, entryId } });
  } catch {
    toast.error('Fout bij verwijderen!');
    return;
  }
  await openOrder(orderId, { force: true });
}
