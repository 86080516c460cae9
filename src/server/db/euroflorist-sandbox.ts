import type { RelayValues } from '../../shared/domain/relay-form.ts';
import type { Db } from './database.ts';

/** An order the relay's sandbox imported, as it got it. */
export interface SandboxImport {
  orderNumber: string;
  values: RelayValues;
  /** The page the import answered, with its key. */
  url: string;
}

/** The finished import under the relay's reference; undefined when there is none. */
export async function findSandboxImport(db: Db, reference: string): Promise<SandboxImport | undefined> {
  const { rows } = await db.query<SandboxImport>(
    `SELECT o.order_number AS "orderNumber", h.request -> 'values' AS values, h.request -> 'transport' ->> 'url' AS url
       FROM handoffs h JOIN orders o ON o.id = h.order_id
      WHERE h.reference = $1 AND h.target = 'euroflorist' AND h.method = 'import' AND h.status = 'sent'`,
    [reference],
  );
  return rows[0];
}
