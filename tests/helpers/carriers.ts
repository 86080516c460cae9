// What the carrier API tests share: orders without a carrier, a sandbox with spies in place of a carrier's adapter,
// and the register call.
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { Carrier } from '../../src/shared/domain/constants.ts';
import type { CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import { bearer, type TestSession } from './test-app.ts';
import { spooledPdf } from './spool.ts';
import { testCarrier } from './test-carrier.ts';

export function carrierApi(t: TestSession) {
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  let ordersTaken = 0;

  return {
    sql,
    /** An order no other test touched, that no carrier has yet. */
    async freshOrder(): Promise<number> {
      const [{ id }] = await sql<{ id: number }>(
        `SELECT id FROM orders WHERE deleted_at IS NULL AND active_transporter IS NULL
            AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = orders.id)
          ORDER BY id OFFSET $1 LIMIT 1`,
        [(ordersTaken += 1)],
      );
      return id;
    },
    /** The test carrier in place of the carrier's adapter, its calls spied on. */
    sandbox(carrier: Carrier): CarrierAdapter {
      const adapter = testCarrier(carrier);
      vi.spyOn(adapter, 'register');
      vi.spyOn(adapter, 'find');
      t.app.carriers[carrier] = adapter;
      return adapter;
    },
    register(carrier: string, body: { orderId: number; values: object; again?: { replaces: number } }, key: string | null = randomUUID()) {
      return t.app.inject({
        method: 'POST',
        url: `/gateway/api/workbench/transport/${carrier}/register`,
        payload: { transporter: carrier, ...body },
        headers: { ...bearer(t.staff), ...(key ? { 'idempotency-key': key } : {}) },
      });
    },
    /** The PDF the spool printer wrote for a job. */
    spooled: (printerId: string, jobId: number) => spooledPdf(t.config.dataDir, printerId, jobId),
  };
}

/** Values the test carrier takes for an order. */
export const orderValues = { name: 'Jan de Vries', zipcode: '1015 TK', coli: 1, remark: 'Bij de buren mag' };
/** A standalone parcel's values: the recipient is in the form. */
export const parcelValues = {
  name: 'Marieke Jansen', street: 'Oudegracht', streetNumber: '12', zipcode: '3511 AB', city: 'Utrecht', countryCode: 'NL', coli: 1,
};
