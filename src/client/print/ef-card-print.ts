// 'Print EF kaart' (spec §2): a free card text for the relay's card printer, or for this browser's popup.
import { POPUP_PRINTER } from '../../shared/domain/constants.ts';
import { endpoints } from '../api/endpoints.ts';
import type { EfCardRequest } from '../../shared/schema/print.ts';
import { call } from '../api/client.ts';
import { openPrintPopup } from './print-document.ts';

/**
 * Sends the card to print under a fresh Idempotency-Key (a retried request never prints twice); for the popup
 * printer the card opens here. Resolves to where it went; rejects with the server's refusal.
 */
export async function printEfCard(card: EfCardRequest): Promise<'queued' | 'popup'> {
  const accepted = await call(endpoints.printEfCard, { body: card, headers: { 'idempotency-key': crypto.randomUUID() } });
  if (card.printer !== POPUP_PRINTER) return 'queued';
  openPrintPopup(accepted.id, card.type);
  return 'popup';
}
