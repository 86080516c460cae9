import { Type } from 'typebox';
import { IdempotencyHeaders } from '../../schema/mail.ts';
import {
  CarrierConfig, CarrierConfigQuery, CarrierParams, RegisterRequest, RegisterResult, Shipment, ShipmentParams, ShipmentPrintRequest,
} from '../../schema/carriers.ts';
import { PrintJob } from '../../schema/print.ts';
import { carrierRoutes } from '../api-routes/carriers.ts';
import { withSchemas } from '../endpoint.ts';

export const carrierEndpoints = withSchemas(carrierRoutes, {
  getCarrierConfig: { params: CarrierParams, querystring: CarrierConfigQuery, response: { 200: CarrierConfig } },
  getCarrierSchema: { params: CarrierParams },
  registerShipment: {
    params: CarrierParams, headers: IdempotencyHeaders, body: RegisterRequest, response: { 200: RegisterResult },
  },
  getShipment: { params: ShipmentParams, response: { 200: Shipment } },
  shipmentLabel: { params: ShipmentParams },
  printShipmentLabel: {
    params: ShipmentParams, headers: IdempotencyHeaders, body: ShipmentPrintRequest, response: { 200: PrintJob },
  },
  listOrderShipments: {
    params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,12}$' }) }), response: { 200: Type.Array(Shipment) },
  },
});
