// The relay's import API over HTTP (issue 24; its shape is ours and unconfirmed, see import-body.ts):
//   GET  {EUROFLORIST_API_URL}/orders/{reference}  → 200 { reference, url } | 404 when it has no such order
//   POST {EUROFLORIST_API_URL}/orders              → 201 { reference, url }, Idempotency-Key: our reference
// with our key as a bearer token and our member code. A refusal (400/422) names the import's fields; they land on the
// relay form's codes. It asks first whether the order is there already: a try whose answer was lost, or whose server
// stopped before recording it, is found instead of imported twice, even where the relay ignores the key.
import { CarrierRefusal } from '../carriers/adapter.ts';
import { liveCaller } from '../carriers/kit.ts';
import type { EuroFloristSettings } from '../config.ts';
import type { EuroFloristAdapter, ImportedOrder } from './adapter.ts';
import { IMPORT_FIELD_CODES, importBody } from './import-body.ts';
import { EUROFLORIST_NAME } from './sandbox.ts';

class NotImported extends CarrierRefusal {
  constructor() {
    super('Niet bij EuroFlorist');
  }
}

type LiveSettings = NonNullable<EuroFloristSettings['live']>;

const formField = (field: string) => IMPORT_FIELD_CODES[field.replace(/\[\d+\]$/, '')] ?? field;

function importedOrder(answer: unknown): ImportedOrder {
  const { reference, url } = (answer ?? {}) as Record<string, unknown>;
  if (typeof reference !== 'string' || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    throw new CarrierRefusal(`${EUROFLORIST_NAME} gaf een onleesbaar antwoord`, [], true);
  }
  return { reference, url };
}

export function live(settings: LiveSettings, timeoutMs: number): EuroFloristAdapter {
  const call = liveCaller(
    { baseUrl: settings.baseUrl, apiKey: settings.apiKey, timeoutMs },
    EUROFLORIST_NAME,
    { authorization: `Bearer ${settings.apiKey}`, 'x-member-code': settings.memberCode },
    formField,
  );
  async function find(reference: string): Promise<ImportedOrder | null> {
    try {
      // The relay's 404 (its only refusal of a look-up): no order under this reference yet.
      return importedOrder(await call<unknown>({ method: 'GET', path: `/orders/${encodeURIComponent(reference)}`, refusal: () => new NotImported() }));
    } catch (error) {
      if (error instanceof NotImported) return null;
      throw error;
    }
  }

  return {
    mode: 'live',
    async importOrder(request) {
      const known = await find(request.reference);
      if (known) return known;
      return importedOrder(await call<unknown>({
        method: 'POST',
        path: '/orders',
        headers: { 'idempotency-key': request.reference },
        body: importBody(request, settings.memberCode),
      }));
    },
  };
}
