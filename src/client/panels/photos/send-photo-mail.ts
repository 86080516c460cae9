// The photo mail (spec §2, §3 mailJobs ExtraServicePhoto, §8): the customer gets the bouquet's photos once per click.
import { proxy } from 'valtio';
import {
  hasPhotoService, isWorkbenchPhoto, PHOTO_MAIL_LABEL, PHOTO_MAIL_TYPE, photoMailSent,
} from '../../../shared/domain/attachments.ts';
import { messages } from '../../../shared/domain/messages.ts';
import { endpoints } from '../../api/endpoints.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { call } from '../../api/client.ts';
import { replaceOpenOrder } from '../../state/order-edit.ts';
import { reportFailure } from '../attachments/attachment-requests.ts';
import { toastFinal } from '../../toasts/final-toast.ts';

/** The order whose photo mail is on its way: its button and key wait for the answer. */
export const photoMail = proxy({ sendingFor: null as number | null });

type MailableOrder = Pick<Order, 'extraService' | 'workbenchMeta' | 'attachments'>;

/** The photo mail can go: the order has the photo service, photos, and the mail has not left yet. */
export const canMailPhotos = (order: MailableOrder) =>
  hasPhotoService(order) && !photoMailSent(order) && order.attachments.some(isWorkbenchPhoto);

/**
 * Sends the photo mail under a fresh Idempotency-Key (a retried request never mails twice); the answer is the
 * order with the mail's time, which turns the screen read-only. The outcome is a toast.
 */
export async function sendPhotoMail(orderId: number): Promise<boolean> {
  if (photoMail.sendingFor !== null) return false;
  photoMail.sendingFor = orderId;
  try {
    const order = await call(endpoints.sendMail, {
      params: { id: orderId },
      body: { type: PHOTO_MAIL_TYPE },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    replaceOpenOrder(order);
  } catch (error) {
    reportFailure(messages.mailFailed, error);
    return false;
  } finally {
    photoMail.sendingFor = null;
  }
  toastFinal(`${PHOTO_MAIL_LABEL} mail is verstuurd`);
  return true;
}
