import { attachmentMessages, isWorkbenchPhoto, photoMailSent } from '../../shared/domain/attachments.ts';
import type { OrderPhotoState } from '../db/attachments.ts';
import { badRequest, conflict } from '../http-errors.ts';

export interface PhotoRuleState extends OrderPhotoState {
  /** A photo mail is being sent right now: it carries the photos as they were when it started. */
  photoMailUnderway: boolean;
}

/**
 * A workbench photo (WBP_…) is taken only for an order with the photo service, and only until the photo mail left;
 * while that mail is on its way the photos stay as they are, so the customer gets what the screen showed.
 */
export function checkPhotoChange(order: PhotoRuleState, attachment: { title: string }, change: 'add' | 'delete') {
  if (!isWorkbenchPhoto(attachment)) return;
  if (change === 'add' && !order.photo) throw badRequest(attachmentMessages.noPhotoService);
  if (photoMailSent({ workbenchMeta: { mailJobs: order.mailJobs } })) throw conflict(attachmentMessages.photosSent);
  if (order.photoMailUnderway) throw conflict(attachmentMessages.photoMailUnderway);
}
