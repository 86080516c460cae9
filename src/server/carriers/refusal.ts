import { HttpError } from '../http-errors.ts';
import { CarrierRefusal } from './adapter.ts';

/**
 * A carrier's no as the API answers it: 422 with its message and field errors, or 503 when it could not be
 * reached (or would not take our key, or asked us to slow down) and trying again later may work.
 */
export function refusalError(refusal: CarrierRefusal): HttpError {
  if (refusal.retryable) return new HttpError(503, refusal.message, 'CARRIER_UNAVAILABLE');
  return new HttpError(422, refusal.message, 'CARRIER_REFUSED', refusal.fieldErrors.length > 0 ? { errors: refusal.fieldErrors } : {});
}

/** Runs a call to a carrier, turning its refusal into the API's answer. */
export async function askCarrier<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CarrierRefusal) throw refusalError(error);
    throw error;
  }
}
