import { Type } from 'typebox';
import { IdParams } from '../../schema/common.ts';
import { IdempotencyHeaders } from '../../schema/mail.ts';
import {
  EfCardAccepted, EfCardParams, EfCardRequest, LocationConfig, LocationParams, LocationUpdate, PrintDocumentQuery, PrintJob, PrintRequest,
} from '../../schema/print.ts';
import { printingRoutes } from '../api-routes/printing.ts';
import { withSchemas } from '../endpoint.ts';

export const printingEndpoints = withSchemas(printingRoutes, {
  printDocument: { params: IdParams, querystring: PrintDocumentQuery },
  queuePrint: { params: IdParams, headers: IdempotencyHeaders, body: PrintRequest, response: { 200: PrintJob } },
  listPrintJobs: { params: IdParams, response: { 200: Type.Array(PrintJob) } },
  getLocation: { response: { 200: LocationConfig } },
  listLocations: { response: { 200: Type.Array(LocationConfig) } },
  saveLocation: { params: LocationParams, body: LocationUpdate, response: { 200: LocationConfig } },
  printEfCard: { headers: IdempotencyHeaders, body: EfCardRequest, response: { 200: EfCardAccepted } },
  efCardDocument: { params: EfCardParams },
});
