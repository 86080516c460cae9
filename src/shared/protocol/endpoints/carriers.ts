import { Type } from 'typebox';
import { IdempotencyHeaders } from '../../schema/mail.ts';
import {
  CarrierConfig, CarrierConfigQuery, CarrierParams, RegisterRequest, RegisterResult, Shipment, ShipmentParams, ShipmentPrintRequest,
} from '../../schema/carriers.ts';
import { PrintJob } from '../../schema/print.ts';
import { endpoint } from '../endpoint.ts';

export const carrierEndpoints = {
  /** The send screen's options and defaults for an order (orderId) or a standalone parcel. */
  getCarrierConfig: endpoint('GET', '/workbench/transport/:carrier/config', 'user', {
    params: CarrierParams, querystring: CarrierConfigQuery, response: { 200: CarrierConfig },
  }),
  /** The JSON schema of the carrier's form (the generic form is built from it). */
  getCarrierSchema: endpoint('GET', '/workbench/transport/:carrier/schema', 'user', { params: CarrierParams }),
  /** Registers a parcel; one registration per order and carrier (and per Idempotency-Key) unless `again`. */
  registerShipment: endpoint('POST', '/workbench/transport/:carrier/register', 'user', {
    params: CarrierParams, headers: IdempotencyHeaders, body: RegisterRequest, response: { 200: RegisterResult },
  }),
  getShipment: endpoint('GET', '/workbench/shipment/:id', 'user', { params: ShipmentParams, response: { 200: Shipment } }),
  /** The shipment's label as PDF (10×15 cm), for the popup page. */
  shipmentLabel: endpoint('GET', '/workbench/shipment/:id/label', 'user', { params: ShipmentParams }),
  /** Queues the label of a shipment (also a standalone parcel) on a printer. */
  printShipmentLabel: endpoint('POST', '/workbench/shipment/:id/print', 'user', {
    params: ShipmentParams, headers: IdempotencyHeaders, body: ShipmentPrintRequest, response: { 200: PrintJob },
  }),
  listOrderShipments: endpoint('GET', '/workbench/order/:id/shipments', 'user', {
    params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,12}$' }) }), response: { 200: Type.Array(Shipment) },
  }),
};
