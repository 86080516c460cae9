// PostNL's track & trace status (integrations.md): a status code within one of four phases — 1 Collectie,
// 2 Sortering, 3 Distributie, 4 Afgeleverd (and 99 'Niet van toepassing'). The phase decides our state; the status
// codes that mean something went wrong say so themselves.
import { DateTime } from 'luxon';
import type { TrackingState } from '../../../shared/domain/carriers.ts';
import { TIMEZONE } from '../../../shared/domain/constants.ts';
import type { CarrierState } from '../shared/state-time.ts';

export interface PostnlStatus {
  PhaseCode?: string;
  PhaseDescription?: string;
  StatusCode?: string;
  StatusDescription?: string;
  TimeStamp?: string;
}

export const POSTNL_PHASE_STATES: Readonly<Record<string, TrackingState>> = {
  '1': 'aangemeld',
  '2': 'onderweg',
  '3': 'onderweg',
  '4': 'bezorgd',
};

/** Status codes whose state is not their phase's (PostNL's T&T status code table). */
export const POSTNL_STATUS_STATES: Readonly<Record<string, TrackingState>> = {
  '2': 'onderweg', // Zending in ontvangst genomen
  '3': 'onderweg', // Zending afgehaald
  '4': 'probleem', // Zending niet afgehaald
  '6': 'probleem', // Zending niet gesorteerd
  '8': 'niet_bezorgd', // Zending niet afgeleverd
  '12': 'niet_bezorgd', // Zending beschikbaar op afhaallocatie: not at the door, flowers wait at a pick-up point
  '14': 'probleem', // Voorgemeld: definitief niet aangenomen
  '15': 'probleem', // Manco collectie
  '16': 'probleem', // Manco sortering
  '17': 'probleem', // Manco distributie
  '18': 'probleem', // Definitief manco
  '19': 'probleem', // Zending afgekeurd
};

/** Our state for a PostNL status; a phase we do not know (99) counts as still announced. */
export function postnlTrackingState(status: PostnlStatus): CarrierState {
  const code = String(Number(status.StatusCode ?? ''));
  const phase = String(Number(status.PhaseCode ?? ''));
  const state = POSTNL_STATUS_STATES[code] ?? POSTNL_PHASE_STATES[phase] ?? 'aangemeld';
  const at = statusTime(status.TimeStamp);
  return { state, detail: status.StatusDescription ?? status.PhaseDescription ?? '', ...(at && { at }) };
}

/** PostNL's 'dd-mm-yyyy hh:mm:ss', Amsterdam time; null when missing or unreadable (the state then counts as now). */
function statusTime(timeStamp: string | undefined): Date | null {
  const time = timeStamp ? DateTime.fromFormat(timeStamp, 'dd-LL-yyyy HH:mm:ss', { zone: TIMEZONE }) : null;
  return time?.isValid ? time.toJSDate() : null;
}
