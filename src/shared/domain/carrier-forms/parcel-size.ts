// A location's own parcel sizes (issue 22) must suit every carrier whose send screen starts with them: whole
// numbers from 1 up to the smallest maximum among PostNL's dimensions and Dynalogic's weight. Written once for the
// /admin/location form and the server's save; withParcelSize puts such a size in a carrier's form defaults.
import { PARCEL_KINDS, PARCEL_SIZE_FIELDS, type ParcelKind, type ParcelSize, type ParcelSizeField } from '../parcel-defaults.ts';
import type { Carrier } from '../constants.ts';
import { DYNALOGIC_MAX_WEIGHT_KG, dynalogicWeight } from './dynalogic.ts';
import { wholeNumberError } from './field-messages.ts';
import { POSTNL_LIMITS, postnlDimension } from './postnl.ts';

export const PARCEL_SIZE_LIMITS: ParcelSize = {
  lengthMm: POSTNL_LIMITS.dimension.Length,
  widthMm: POSTNL_LIMITS.dimension.Width,
  heightMm: POSTNL_LIMITS.dimension.Height,
  weightG: Math.min(POSTNL_LIMITS.dimension.Weight, DYNALOGIC_MAX_WEIGHT_KG * 1000),
};

export interface ParcelSizeError {
  field: `parcelDefaults.${ParcelKind}.${ParcelSizeField}`;
  message: string;
}

/** Every value outside its limits, one error per field; a number box left empty (NaN) is 'Dit veld is vereist'. */
export function parcelSizeErrors(sizes: Partial<Record<ParcelKind, Partial<Record<ParcelSizeField, number>>>>): ParcelSizeError[] {
  return PARCEL_KINDS.flatMap((kind) => {
    const size = sizes[kind];
    if (!size) return [];
    return PARCEL_SIZE_FIELDS.flatMap((field) => {
      const value = size[field];
      const message = wholeNumberError(typeof value === 'number' ? value : Number.NaN, 1, PARCEL_SIZE_LIMITS[field]);
      return message ? [{ field: `parcelDefaults.${kind}.${field}` as const, message }] : [];
    });
  });
}

/** A send screen's defaults with the parcel of `size`, for the carriers whose form asks a size or weight. */
export function withParcelSize(carrier: Carrier, defaults: Record<string, unknown>, size: ParcelSize): Record<string, unknown> {
  if (carrier === 'postnl' && 'dimension' in defaults) return { ...defaults, dimension: postnlDimension(size) };
  if (carrier === 'dynalogic' && 'weight' in defaults) return { ...defaults, weight: dynalogicWeight(size) };
  return defaults;
}
