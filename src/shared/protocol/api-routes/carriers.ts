import { route } from '../endpoint.ts';

export const carrierRoutes = {
  /** The send screen's options and defaults for an order (orderId) or a standalone parcel. */
  getCarrierConfig: route('GET', '/workbench/transport/:carrier/config', 'user'),
  /** The JSON schema of the carrier's form (the generic form is built from it). */
  getCarrierSchema: route('GET', '/workbench/transport/:carrier/schema', 'user'),
  /** Registers a parcel; one registration per order and carrier (and per Idempotency-Key) unless `again`. */
  registerShipment: route('POST', '/workbench/transport/:carrier/register', 'user'),
  getShipment: route('GET', '/workbench/shipment/:id', 'user'),
  /** The shipment's label as PDF (10×15 cm), for the popup page. */
  shipmentLabel: route('GET', '/workbench/shipment/:id/label', 'user'),
  /** Queues the label of a shipment (also a standalone parcel) on a printer. */
  printShipmentLabel: route('POST', '/workbench/shipment/:id/print', 'user'),
  listOrderShipments: route('GET', '/workbench/order/:id/shipments', 'user'),
};
