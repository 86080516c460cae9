// What the carrier buttons and the send panel share: a registration on its way (the button waits) and the ticked
// 'opnieuw aanmelden' checkboxes (spec §4), per order and carrier.
import { proxy } from 'valtio';
import type { Carrier } from '../../../shared/domain/constants.ts';

const key = (orderId: number, carrier: Carrier) => `${orderId}:${carrier}`;

export const sendState = proxy({
  submitting: {} as Record<string, boolean>,
  again: {} as Record<string, boolean>,
});

export const isRegisterAgain = (orderId: number, carrier: Carrier) => sendState.again[key(orderId, carrier)] === true;

export function setSubmitting(orderId: number, carrier: Carrier, submitting: boolean) {
  if (submitting) sendState.submitting[key(orderId, carrier)] = true;
  else delete sendState.submitting[key(orderId, carrier)];
}

export function setRegisterAgain(orderId: number, carrier: Carrier, again: boolean) {
  if (again) sendState.again[key(orderId, carrier)] = true;
  else delete sendState.again[key(orderId, carrier)];
}
