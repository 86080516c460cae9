// The relay's import as its sandbox (the default): it checks the order as the relay form does (relayErrors) and
// refuses with the relay's reason on the field it names, answers the reference the order is known by (EF and
// digits, relayReference) and where the imported order can be seen: a page this server serves
// (routes/euroflorist-sandbox.ts), behind a key of its own. '#weiger' in a form value makes it refuse the order,
// '#storing' act as if the relay cannot be reached (carriers/kit.ts).
import { randomBytes } from 'node:crypto';
import { relayErrors } from '../../shared/domain/relay-form.ts';
import { CarrierRefusal } from '../carriers/adapter.ts';
import { sandboxTrouble } from '../carriers/kit.ts';
import type { EuroFloristAdapter, ImportedOrder } from './adapter.ts';

export const EUROFLORIST_NAME = 'EuroFlorist';
export const SANDBOX_PAGE_PATH = '/sandbox/euroflorist/orders/:reference';

/** The sandbox page of an imported order, with the key that opens it. */
export const sandboxPageUrl = (reference: string, key: string) =>
  `/sandbox/euroflorist/orders/${encodeURIComponent(reference)}?sleutel=${key}`;

export function sandbox(): EuroFloristAdapter {
  const imported = new Map<string, ImportedOrder>();
  return {
    mode: 'sandbox',
    async importOrder({ values, reference }) {
      const known = imported.get(reference);
      if (known) return known;
      sandboxTrouble(values, EUROFLORIST_NAME);
      const errors = relayErrors(values);
      if (errors.length > 0) throw new CarrierRefusal(`${EUROFLORIST_NAME} weigert de order: ${errors[0].message}`, errors);
      const order = { reference, url: sandboxPageUrl(reference, randomBytes(16).toString('hex')) };
      imported.set(reference, order);
      return order;
    },
  };
}
