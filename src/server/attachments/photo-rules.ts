import { attachmentMessages, isWorkbenchPhoto, photoMailSent } from '../../shared/domain/attachments.ts';
import type { OrderPhotoState } from '../db/attachments.ts';
import { badRequest, conflict } from '../http-errors.ts';

/** A workbench photo (WBP_…) is taken only for an order with the photo service, and only until the photo mail left. */
export function checkPhotoChange(order: OrderPhotoState, attachment: { title: string }, change: 'add' | 'delete') {
  if (!isWorkbenchPhoto(attachment)) return;
  if (change === 'add' && !order.photo) throw badRequest(attachmentMessages.noPhotoService);
  if (photoMailSent({ workbenchMeta: { mailJobs: order.mailJobs } })) throw conflict(attachmentMessages.photosSent);
}
