// Handing the open order to a carrier from the keyboard and the palette: open a carrier's send screen, the
// suggested carrier's, or print the newest label. One shape for every carrier.
import { defineCommand } from './define-command.ts';
import type { CommandContext } from '../../src/client/commands/types.ts';
import { sendAction } from '../../src/shared/domain/carrier-button.ts';
import { canDeliverOn, suggestCarrier, type Suggestion } from '../../src/shared/domain/carrier-suggestion.ts';
import { CARRIER_TITLES, CARRIERS, type Carrier } from '../../src/shared/domain/constants.ts';
import { formatDate } from '../../src/shared/domain/format.ts';
import { orderCarriers } from '../../src/shared/domain/order-view.ts';
import type { Order } from '../../src/shared/schema/order.ts';

export const carrierEnabled = (context: CommandContext, carrier: Carrier) => context.flags[`carrier.${carrier}`] === true;

const canDeliverOrder = (order: Order, carrier: Carrier, now: Date) =>
  canDeliverOn(carrier, order.deliveryDate, order.recipient.address.countryCode, now);

/** The carrier the rules suggest for the open order among the location's carriers, if any can still make its date. */
export function suggestion(context: CommandContext, now = new Date()): Suggestion | null {
  const enabled = CARRIERS.filter((carrier) => carrierEnabled(context, carrier));
  return suggestCarrier(context.activeOrder!, { enabled, location: context.location, now });
}

export function openSendScreen(context: CommandContext, carrier: Carrier) {
  context.app.goTo({ ...context.route!, id: context.activeOrder!.id, action: sendAction(carrier) });
}

/**
 * 'Aanmelden bij {carrier}'. A carrier that can no longer deliver on the order's date stays available (a late
 * parcel is still a parcel), but the palette says so, so nobody picks it by mistake.
 */
export const sendCommand = (carrier: Carrier, keywords: readonly string[] = []) => {
  const title = `Aanmelden bij ${CARRIER_TITLES[carrier]}`;
  return defineCommand({
    id: `carrier.send.${carrier}`,
    title,
    paletteTitle: (context) => {
      const order = context.activeOrder;
      return !order || canDeliverOrder(order, carrier, new Date()) ? title : `${title} (bezorgt niet meer op ${formatDate(order.deliveryDate)})`;
    },
    group: 'Vervoerders',
    keywords: ['aanmelden', 'versturen', 'vervoerder', carrier, ...keywords],
    when: `order.loaded && carrier.${carrier}`,
    run: (context) => openSendScreen(context, carrier),
  });
};

/** The carriers whose label the open order can print now: registered, the label made. */
export function printableCarriers(order: Order): Carrier[] {
  return orderCarriers(order)
    .filter((view) => view.registered && !view.processing)
    .flatMap((view) => (CARRIERS as readonly string[]).includes(view.carrier) ? [view.carrier as Carrier] : []);
}

/** The label of the carrier's newest shipment for the order, on this workstation's printer for that carrier. */
export async function printNewestLabel(context: CommandContext, carrier: Carrier) {
  const order = context.activeOrder!;
  const shipments = await context.app.listShipments(order.id);
  const newest = shipments.filter((shipment) => shipment.carrier === carrier).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)[0];
  if (!newest) throw new Error(`Deze order heeft geen zending bij ${CARRIER_TITLES[carrier]}`);
  await context.app.printDocument(order.id, carrier, { shipmentId: newest.id });
}
