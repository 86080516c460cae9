// Withdrawing a hand-off ('Overdracht intrekken', issue 24): when a colleague florist declines, the order comes back
// as new and can go to another florist or carrier. The rules for the reason and the words the dialog, the server
// and the order's history use, shared by form and server.
import { DateTime } from 'luxon';
import { TIMEZONE } from './constants.ts';
import { HANDOFF_TREATMENTS, type HandoffMethod, type HandoffTarget } from './handoffs.ts';
import { messages } from './messages.ts';
import { singleLineTextError } from './text-rules.ts';

export const WITHDRAW_REASON_MIN = 3;
export const WITHDRAW_REASON_MAX = 500;

/** The reason's error, or null: 3 to 500 characters (spaces around it not counted), one line, no control characters. */
export function withdrawReasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return messages.required;
  if (text.length < WITHDRAW_REASON_MIN) return messages.tooShort;
  if (text.length > WITHDRAW_REASON_MAX) return messages.tooLong(WITHDRAW_REASON_MAX);
  return singleLineTextError(text);
}

/** Who got the order, as the log and the history name them: the florist's name, or EuroFlorist. */
export const handoffTargetName = (target: HandoffTarget, floristName: string | null) =>
  target === 'euroflorist' ? 'EuroFlorist' : floristName ?? HANDOFF_TREATMENTS.florist.toLowerCase();

const METHOD_NAMES: Readonly<Record<HandoffMethod, string>> = { mail: 'mail', mark: 'gemarkeerd', import: 'geïmporteerd' };
const methodName = (method: string) => METHOD_NAMES[method as HandoffMethod] ?? method;

export const withdrawalMessages = {
  command: 'Overdracht intrekken',
  notHandedOff: 'Deze order is niet overgedragen',
  withdrawn: 'Overdracht ingetrokken',
  failed: 'Overdracht niet ingetrokken',
  reasonLabel: 'Reden',
  /** `to` as handoffTargetName names it: the florist, or EuroFlorist (whose own system keeps an imported order). */
  noMessage: (to: string) => `${to} krijgt hiervan geen bericht; bel of mail ${to === 'EuroFlorist' ? 'EuroFlorist' : 'de bloemist'} zelf.`,
  /** The dialog's question. */
  ask: (orderNumber: string, to: string) => `Order ${orderNumber} terughalen van ${to}? De order wordt weer nieuw.`,
  /** The internal-log entry the withdrawal writes. */
  logEntry: (to: string, reason: string) => `Overdracht aan ${to} ingetrokken: ${reason}`,
};

/** One hand-off of the order's history as the detail lists it. */
export interface HandoffHistoryLine {
  target: HandoffTarget;
  floristName: string | null;
  method: string;
  at: number;
  withdrawal: { at: number; by: string; reason: string } | null;
}

const shortDateTime = (seconds: number) => DateTime.fromSeconds(seconds, { zone: TIMEZONE }).toFormat('dd-MM HH:mm');

/** '12-11 14:03 naar Bloemisterij X (mail) — ingetrokken door medewerker: bloemist heeft geen tijd'. */
export function handoffHistoryText(line: HandoffHistoryLine): string {
  const sent = `${shortDateTime(line.at)} naar ${handoffTargetName(line.target, line.floristName)} (${methodName(line.method)})`;
  return line.withdrawal ? `${sent} — ingetrokken door ${line.withdrawal.by}: ${line.withdrawal.reason}` : sent;
}
