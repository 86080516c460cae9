import { POPUP_FEATURES } from '../../print/print-document.ts';

/**
 * Opens the order imported into the relay's system in a popup as the print popup opens (spec §2, §9); one window per
 * order. Resolves to false when the browser held it back.
 */
export function openEuroFloristPopup(url: string, reference: string): boolean {
  return window.open(url, `euroflorist-${reference}`, POPUP_FEATURES) !== null;
}
