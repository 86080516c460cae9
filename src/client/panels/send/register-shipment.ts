// Registering a parcel with a carrier from a send screen, and what follows (spec §4 after a registration, §8 toasts):
// the toast, the order as the server answered, and the label: queued by the server, or printed from the browser.
import { toast } from 'sonner';
import { carrierMessages, carrierToastName } from '../../../shared/domain/carriers.ts';
import { POPUP_PRINTER, type Carrier } from '../../../shared/domain/constants.ts';
import { endpoints } from '../../api/endpoints.ts';
import type { RegisterResult } from '../../../shared/schema/carriers.ts';
import type { Order } from '../../../shared/schema/order.ts';
import { call } from '../../api/client.ts';
import { openPrintPopup, printOrderDocument } from '../../print/print-document.ts';
import { watchPrintJob } from '../../print/print-watch.ts';
import { replaceOpenOrder } from '../../state/order-edit.ts';
import { printerFor } from '../../state/workstation.ts';
import { setSubmitting } from './send-state.ts';
import { toastFinal } from '../../toasts/final-toast.ts';

export interface Registration {
  carrier: Carrier;
  /** The carrier as the location calls it. */
  name: string;
  order: Pick<Order, 'id' | 'orderNumber'> | null;
  values: Record<string, unknown>;
  /** 'opnieuw aanmelden': the generation of the registration the user saw, which this one replaces. */
  replaces?: number;
}

/** Each submit is one user action with its own Idempotency-Key: a retried request never registers twice. */
export async function registerShipment({ carrier, name, order, values, replaces }: Registration): Promise<RegisterResult> {
  const orderId = order?.id ?? 0;
  setSubmitting(orderId, carrier, true);
  let result: RegisterResult;
  try {
    result = await call(endpoints.registerShipment, {
      params: { carrier },
      body: { orderId, transporter: carrier, values, ...(replaces !== undefined && { again: { replaces } }) },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
  } catch (error) {
    toast.error(carrierMessages.registerFailed(carrierToastName(carrier)), { description: (error as Error).message });
    throw error;
  } finally {
    setSubmitting(orderId, carrier, false);
  }
  const { shipment, labelJob } = result;
  toastFinal(order ? carrierMessages.orderRegistered(order.orderNumber, name) : carrierMessages.parcelRegistered(shipment.id, name));
  if (result.order) replaceOpenOrder(result.order);
  if (labelJob) {
    toastFinal(carrierMessages.labelQueued(name));
    watchPrintJob(labelJob);
  } else if (shipment.labelReady && printerFor(carrier) === POPUP_PRINTER) {
    // An order's popup print enters its ledger; a standalone parcel has no ledger.
    if (order) void printOrderDocument(order.id, carrier, { printer: POPUP_PRINTER, shipmentId: shipment.id });
    else openPrintPopup(shipment.id, carrier, shipment.id);
  }
  return result;
}
