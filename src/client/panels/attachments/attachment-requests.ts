// An order's attachments over the api (spec §2, §7, §8): list, add, delete. A failure is the §8 toast with the
// server's reason; a success shows the order again, so its attachment list and 'Bijlagen (n)' follow.
import { toast } from 'sonner';
import { attachmentMessages } from '../../../shared/domain/attachments.ts';
import { endpoints } from '../../api/endpoints.ts';
import type { AttachmentFile, ThumbnailBox } from '../../../shared/schema/attachments.ts';
import { call, upload } from '../../api/client.ts';
import { activeOrder, openOrder } from '../../state/active-order.ts';

export const listAttachments = (orderId: number, box: ThumbnailBox): Promise<AttachmentFile[]> =>
  call(endpoints.listAttachments, { params: { id: orderId }, query: box }).then((list) => list.data);

/** The order may have moved on meanwhile: only the one still open is fetched again. */
function refreshOrder(orderId: number) {
  if (activeOrder.id === orderId) void openOrder(orderId, { force: true });
}

/** A failure toast: the §8 title, the server's reason below it. */
export function reportFailure(title: string, error: unknown) {
  const reason = (error as Error).message;
  toast.error(title, reason && reason !== title ? { description: reason } : undefined);
}

/** Stores a file with an order under its own name (the server decides the type by its bytes). Resolves to whether it was. */
export async function addAttachment(orderId: number, file: File): Promise<boolean> {
  try {
    await upload(endpoints.uploadAttachment, { params: { id: orderId }, fields: { name: file.name, file } });
  } catch (error) {
    reportFailure(attachmentMessages.addFailed, error);
    return false;
  }
  refreshOrder(orderId);
  return true;
}

export async function deleteAttachment(orderId: number, attachmentId: number): Promise<boolean> {
  try {
    await call(endpoints.deleteAttachment, { params: { id: orderId, attachmentId } });
  } catch (error) {
    reportFailure(attachmentMessages.deleteFailed, error);
    return false;
  }
  refreshOrder(orderId);
  return true;
}
