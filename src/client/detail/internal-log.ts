// Adding and deleting entries of an order's internal log.
import { toast } from 'sonner';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';
import { applyChange } from '../state/apply-change.ts';

/** Returns whether the entry was added; a failure is shown as a toast with the server's message. */
export async function addLogEntry(orderId: number, content: string): Promise<boolean> {
  try {
    applyChange(await call(endpoints.addLogEntry, { params: { id: orderId }, body: { content } }));
    return true;
  } catch (error) {
    toast.error((error as Error).message);
    return false;
  }
}

/** The delete answers the log without the entry. */
export async function deleteLogEntry(orderId: number, entryId: number) {
  try {
    applyChange(await call(endpoints.deleteLogEntry, { params: { id: orderId, entryId } }));
  } catch {
    toast.error('Fout bij verwijderen!');
  }
}
