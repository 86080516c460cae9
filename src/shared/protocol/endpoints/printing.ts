import { Type } from 'typebox';
import { IdParams } from '../../schema/common.ts';
import { IdempotencyHeaders } from '../../schema/mail.ts';
import {
  EfCardAccepted, EfCardParams, EfCardRequest, LocationConfig, LocationParams, LocationUpdate, PrintDocumentQuery, PrintJob, PrintRequest,
} from '../../schema/print.ts';
import { endpoint } from '../endpoint.ts';

export const printingEndpoints = {
  /** The PDF of one print document of the order (order sheet, card 1, card 2): application/pdf. */
  printDocument: endpoint('GET', '/workbench/order/:id/print/', 'user', { params: IdParams, querystring: PrintDocumentQuery }),
  /** Queues a document of the order on a printer; one job per Idempotency-Key. */
  queuePrint: endpoint('POST', '/workbench/order/:id/print', 'user', {
    params: IdParams, headers: IdempotencyHeaders, body: PrintRequest, response: { 200: PrintJob },
  }),
  /** The order's print ledger, newest first. */
  listPrintJobs: endpoint('GET', '/workbench/order/:id/printJobs', 'user', { params: IdParams, response: { 200: Type.Array(PrintJob) } }),
  /** The workstation's location (X-Location header, else the server's), with its printer per document. */
  getLocation: endpoint('GET', '/workbench/location', 'user', { response: { 200: LocationConfig } }),
  listLocations: endpoint('GET', '/workbench/locations', 'user', { response: { 200: Type.Array(LocationConfig) } }),
  saveLocation: endpoint('PUT', '/workbench/location/:name', 'admin', {
    params: LocationParams, body: LocationUpdate, response: { 200: LocationConfig },
  }),
  printEfCard: endpoint('POST', '/workbench/print/efcard', 'user', {
    headers: IdempotencyHeaders, body: EfCardRequest, response: { 200: EfCardAccepted },
  }),
  /** The EF card as PDF, for the popup page. */
  efCardDocument: endpoint('GET', '/workbench/print/efcard/:id', 'user', { params: EfCardParams }),
};
