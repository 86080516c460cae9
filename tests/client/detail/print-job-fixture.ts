import type { PrintJob } from '../../../src/shared/schema/print.ts';
import type { Printer } from '../../../src/shared/schema/workbench.ts';
import { ORDER_DATE } from './order-fixture.ts';

/** A ledger row as GET …/printJobs answers it: the order sheet of the fixture order, printed. */
export function makeJob(overrides: Partial<PrintJob> = {}): PrintJob {
  return {
    id: 1,
    orderId: 10000034,
    shipmentId: null,
    type: 'order',
    printerId: 'spool-order',
    printerName: 'Orderprinter winkel',
    status: 'done',
    error: null,
    attempts: 1,
    copies: 1,
    createdBy: 'medewerker',
    createdAt: ORDER_DATE,
    finishedAt: ORDER_DATE + 2,
    ...overrides,
  };
}

export const PRINTERS: Printer[] = [
  { id: 'spool-order', name: 'order', displayName: 'Orderprinter winkel', computerName: 'werkplaats', provider: 'spool', state: 'idle' },
  { id: 'spool-card', name: 'card', displayName: 'Kaartprinter', computerName: 'werkplaats', provider: 'spool', state: 'idle' },
];
