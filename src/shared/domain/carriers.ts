// Handing an order to a carrier (spec §4 carrier button, §8 carrier toasts, §9 carrier defaults and limits), for
// both sides.
import { CARRIER_TITLES, type Carrier } from './constants.ts';

/** Every carrier's statuses map to this small set (shown on the order and in the list). */
export const TRACKING_STATES = ['aangemeld', 'onderweg', 'bezorgd', 'bij_de_buren', 'niet_bezorgd', 'retour', 'probleem'] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];

export const TRACKING_STATE_LABELS: Readonly<Record<TrackingState, string>> = {
  aangemeld: 'Aangemeld',
  onderweg: 'Onderweg',
  bezorgd: 'Bezorgd',
  bij_de_buren: 'Bij de buren',
  niet_bezorgd: 'Niet bezorgd',
  retour: 'Retour',
  probleem: 'Probleem',
};

/** States after which a parcel is no longer followed. */
export const FINAL_TRACKING_STATES: readonly TrackingState[] = ['bezorgd', 'bij_de_buren', 'retour'];
/** States that move the order to the problem folder (PROBLEM_TAG_ID) by themselves. */
export const PROBLEM_TRACKING_STATES: readonly TrackingState[] = ['niet_bezorgd', 'probleem'];

/** Carriers with a send screen of their own (spec §2); the others use the generic schema-driven form. */
export const CARRIERS_WITH_OWN_FORM = ['postnl', 'dynalogic', 'zorgeloosbezorgd', 'redjepakketje'] as const satisfies readonly Carrier[];

/** The name in the §8 toasts: 'Kan niet bij Redjepakketje aanmelden!' writes Red je Pakketje as one word. */
const TOAST_NAMES: Partial<Record<Carrier, string>> = { redjepakketje: 'Redjepakketje' };
export const carrierToastName = (carrier: Carrier) => TOAST_NAMES[carrier] ?? CARRIER_TITLES[carrier];

export const carrierMessages = {
  orderRegistered: (orderId: number | string, carrier: string) => `Order ${orderId} is bij ${carrier} aangemeld`,
  parcelRegistered: (parcelId: number | string, carrier: string) => `Pakket ${parcelId} is bij ${carrier} aangemeld`,
  registerFailed: (carrier: string) => `Kan niet bij ${carrier} aanmelden!`,
  labelQueued: (carrier: string) => `${carrier} label is in de printer wachtrij`,
  labelFailed: (carrier: string) => `Kan de ${carrier} label niet printen!`,
  sendVia: (carrier: string) => `Stuur via ${carrier}`,
  printLabel: (carrier: string) => `Print ${carrier} label`,
  waitingForLabel: 'Wacht op label...',
  registerAgain: 'opnieuw aanmelden',
  track: 'Track:',
  formTitle: (carrier: string) => `Aanmelden bij ${carrier}`,
  validationErrors: 'Er zijn validatie fouten opgetreden, controleer uw invoer.',
  alreadyRegistered: (carrier: string) =>
    `Deze order is al bij ${carrier} aangemeld; vink 'opnieuw aanmelden' aan om nog een pakket aan te melden`,
} as const;
