// The carrier button of the order detail (spec §4): send, print the label, wait for it, or register again; and
// which action route is a carrier's send screen (spec §2 actions).
import { carrierMessages } from './carriers.ts';
import { CARRIERS, type Carrier } from './constants.ts';
import type { CarrierView, TrackingLink } from './order-view.ts';
import type { Feature } from '../schema/workbench.ts';

const SEND_ACTIONS: Readonly<Record<Carrier, string>> = {
  postnl: 'sendToPostnl',
  dynalogic: 'sendToDynalogic',
  zorgeloosbezorgd: 'sendToZorgeloosBezorgd',
  redjepakketje: 'sendToRedjepakketje',
  trunkrs: 'sendToTrunkrs',
  reviva: 'sendToReviva',
  regio: 'sendToRegio',
};

/** The action route of a carrier's send screen: sendToPostnl, sendToZorgeloosBezorgd, … */
export const sendAction = (carrier: Carrier) => SEND_ACTIONS[carrier];

/** The carrier whose send screen an action is, or null for any other action. */
export function carrierOfAction(action: string | undefined): Carrier | null {
  return CARRIERS.find((carrier) => SEND_ACTIONS[carrier] === action) ?? null;
}

export const isCarrier = (key: string): key is Carrier => (CARRIERS as readonly string[]).includes(key);

/** The carriers a location has switched on (its transporter features, spec §1 and §6). */
export function enabledCarriers(features: readonly Feature[]): Carrier[] {
  return CARRIERS.filter((carrier) =>
    features.some((feature) => feature.extraAttribute_28088960 === 'transporter' && feature.title === carrier && feature.extraAttribute_28088961),
  );
}

export type CarrierButton =
  | { kind: 'send'; label: string; disabled: boolean }
  | { kind: 'print'; label: string; disabled: boolean }
  /** 'opnieuw aanmelden' is ticked: the button is a link to the send screen. */
  | { kind: 'link'; label: string };

export interface CarrierButtonInput {
  view: CarrierView;
  /** The carrier as the location calls it. */
  name: string;
  /** A registration with this carrier is on its way. */
  submitting: boolean;
  /** Its label is on its way to the printer. */
  printing: boolean;
  /** 'opnieuw aanmelden' is ticked. */
  again: boolean;
}

export interface CarrierButtonState {
  button: CarrierButton;
  /** Show the 'opnieuw aanmelden' checkbox. */
  offerAgain: boolean;
  /** The 'Track:' links. */
  tracking: readonly TrackingLink[];
}

export function carrierButtonState({ view, name, submitting, printing, again }: CarrierButtonInput): CarrierButtonState {
  const { registered, processing, tracking } = view;
  if (!registered && !processing) {
    return { button: { kind: 'send', label: carrierMessages.sendVia(name), disabled: submitting }, offerAgain: false, tracking };
  }
  if (registered && again) {
    return { button: { kind: 'link', label: carrierMessages.sendVia(name) }, offerAgain: true, tracking };
  }
  const label = processing ? carrierMessages.waitingForLabel : carrierMessages.printLabel(name);
  return { button: { kind: 'print', label, disabled: printing || processing }, offerAgain: registered, tracking };
}
