import { route } from '../endpoint.ts';

export const printingRoutes = {
  /** The PDF of one print document of the order (order sheet, card 1, card 2): application/pdf. */
  printDocument: route('GET', '/workbench/order/:id/print/', 'user'),
  /** Queues a document of the order on a printer; one job per Idempotency-Key. */
  queuePrint: route('POST', '/workbench/order/:id/print', 'user'),
  /** The order's print ledger, newest first. */
  listPrintJobs: route('GET', '/workbench/order/:id/printJobs', 'user'),
  /** The workstation's location (X-Location header, else the server's), with its printer per document. */
  getLocation: route('GET', '/workbench/location', 'user'),
  listLocations: route('GET', '/workbench/locations', 'user'),
  saveLocation: route('PUT', '/workbench/location/:name', 'admin'),
  printEfCard: route('POST', '/workbench/print/efcard', 'user'),
  /** The EF card as PDF, for the popup page. */
  efCardDocument: route('GET', '/workbench/print/efcard/:id', 'user'),
};
