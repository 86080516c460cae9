// Trunkrs's refusals (its spec: 401/404/422/429 answer { code, reason }): staff see Trunkrs's own reason, named as
// Trunkrs's, and on the form's fields where the code names them. A reused orderReference is no refusal of the parcel
// but the sign that an earlier try reached Trunkrs (live.ts looks that shipment up).
import { CarrierRefusal } from '../adapter.ts';
import { TRUNKRS } from './shipment.ts';
import type { TrunkrsValues } from './schema.ts';

/** POST /shipments answered 422 DUPLICATE_ORDER_REFERENCE. */
export class DuplicateReference extends CarrierRefusal {}

const ADDRESS: (keyof TrunkrsValues)[] = ['street', 'houseNumber', 'zipcode', 'city'];

/** The form fields each of Trunkrs's codes is about; INCOMPLETE names none. */
const FIELDS: Readonly<Record<string, readonly (keyof TrunkrsValues)[]>> = {
  INVALID_ADDRESS: ADDRESS,
  UNSERVICABLE_AREA: ['zipcode'],
  INVALID_TIME_SLOT: ['timeSlotId'],
};

/** The refusal a `{ code, reason }` body says, or null for any other body (the kit's own reading applies). */
export function trunkrsRefusal(body: unknown): CarrierRefusal | null {
  if (body === null || typeof body !== 'object') return null;
  const { code, reason } = body as { code?: unknown; reason?: unknown };
  if (typeof code !== 'string') return null;
  const message = `${TRUNKRS}: ${typeof reason === 'string' && reason.trim() !== '' ? reason.trim() : code}`;
  if (code === 'DUPLICATE_ORDER_REFERENCE') return new DuplicateReference(message);
  return new CarrierRefusal(message, (FIELDS[code] ?? []).map((field) => ({ field, message })));
}
