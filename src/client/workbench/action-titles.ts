import { attachmentMessages, photoMailSent } from '../../shared/domain/attachments.ts';
import type { Order } from '../../shared/schema/order.ts';

const TITLES: Record<string, string> = {
  addPhoto: attachmentMessages.photosTitle,
  attachments: 'Bijlages',
  viewFlorist: 'Collega bloemist',
  sendToColleague: 'Naar collega bloemist',
  sendToEuroFloristEmail: 'Naar EuroFlorist',
  sendToDynalogic: 'Aanmelden bij Dynalogic',
  sendToPostnl: 'Aanmelden bij PostNL',
  sendToZorgeloosBezorgd: 'Aanmelden bij ZorgeloosBezorgd',
  sendToRedjepakketje: 'Aanmelden bij Red je Pakketje',
};

/**
 * The Dutch title of an action panel; other sendTo* actions use the generic 'Aanmelden bij {carrier}'. The photo
 * screen of an order whose photo mail left reads 'Verstuurde foto's' (spec §2).
 */
export function actionTitle(action: string, order?: Pick<Order, 'workbenchMeta'> | null): string {
  if (action === 'addPhoto' && order && photoMailSent(order)) return attachmentMessages.sentPhotosTitle;
  return TITLES[action] ?? (action.startsWith('sendTo') ? `Aanmelden bij ${action.slice('sendTo'.length)}` : action);
}
