// A registered shipment's label: drawn by its carrier's adapter, for the print queue and the popup page.
import type { FastifyInstance } from 'fastify';
import { CARRIER_TITLES } from '../../shared/domain/constants.ts';
import type { Order } from '../../shared/schema/order.ts';
import { findShipment, listOrderShipments, type ShipmentRecord } from '../db/shipments.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { askCarrier } from './refusal.ts';

export const shipmentMessages = {
  notFound: (id: number) => `Zending ${id} bestaat niet`,
  notOfOrder: 'Deze zending hoort niet bij deze order en vervoerder',
  notRegistered: (carrier: string) => `Deze order is niet bij ${carrier} aangemeld`,
} as const;

/** The label PDF of a registered shipment (its first parcel). */
export async function renderShipmentLabel(app: Pick<FastifyInstance, 'carriers'>, shipment: ShipmentRecord, order: Order | null): Promise<Buffer> {
  const barcode = shipment.parcels[0]?.barcode;
  if (shipment.status !== 'registered' || !barcode) throw notFound(shipmentMessages.notFound(shipment.id));
  const adapter = app.carriers[shipment.carrier];
  return askCarrier(() => adapter.label({ carrierReference: shipment.carrierReference ?? shipment.reference, barcode, order }));
}

/** A registered shipment by id; 404 for one that does not exist or was never registered. */
export async function registeredShipment(app: FastifyInstance, id: number): Promise<ShipmentRecord> {
  const shipment = await findShipment(app.db, id);
  if (!shipment || shipment.status !== 'registered') throw notFound(shipmentMessages.notFound(id));
  return shipment;
}

/**
 * The shipment of the order whose label a print request asks for: the one it names, which must be the order's
 * with this carrier, or else the order's newest with this carrier. 400 when there is none.
 */
export async function orderShipment(
  app: FastifyInstance,
  orderId: number,
  carrier: ShipmentRecord['carrier'],
  shipmentId: number | undefined,
): Promise<ShipmentRecord> {
  if (shipmentId !== undefined) {
    const shipment = await findShipment(app.db, shipmentId);
    if (shipment?.orderId !== orderId || shipment.carrier !== carrier || shipment.status !== 'registered') {
      throw badRequest(shipmentMessages.notOfOrder, [{ field: 'shipmentId', message: shipmentMessages.notOfOrder }]);
    }
    return shipment;
  }
  const newest = (await listOrderShipments(app.db, orderId)).find((shipment) => shipment.carrier === carrier);
  if (!newest) {
    const message = shipmentMessages.notRegistered(CARRIER_TITLES[carrier]);
    throw badRequest(message, [{ field: 'type', message }]);
  }
  return newest;
}
