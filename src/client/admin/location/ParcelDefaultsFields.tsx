import { useId } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { PARCEL_SIZE_LIMITS } from '../../../shared/domain/carrier-forms/parcel-size.ts';
import {
  PARCEL_DEFAULTS, PARCEL_KIND_LABELS, PARCEL_KINDS, PARCEL_SIZE_FIELDS, PARCEL_SIZE_LABELS, type ParcelKind, type ParcelSizeField,
} from '../../../shared/domain/parcel-defaults.ts';
import type { LocationFormValues } from '../../../shared/domain/location-rules.ts';
import { parcelFormValues } from './location-form.ts';

/**
 * The parcel each kind of product makes at this location (issue 22), which the send screens start with: a table of
 * number boxes, one row per kind, each named by its kind and measure for screen readers and reached by Tab.
 */
export function ParcelDefaultsFields() {
  const hintId = useId();
  const { setValue } = useFormContext<LocationFormValues>();
  const standard = () => setValue('parcelDefaults', parcelFormValues(PARCEL_DEFAULTS), { shouldDirty: true, shouldValidate: true });
  return (
    <fieldset className="location-printers location-parcels" aria-describedby={hintId}>
      <legend>Standaardpakket per soort product</legend>
      <p className="muted location-hint" id={hintId}>
        Hiermee openen de verzendschermen (PostNL: afmetingen en gewicht, Dynalogic: gewicht). Hele getallen vanaf 1.
      </p>
      <table className="location-parcels__table">
        <thead>
          <tr>
            <th scope="col">Soort</th>
            {PARCEL_SIZE_FIELDS.map((field) => <th scope="col" key={field}>{PARCEL_SIZE_LABELS[field]}</th>)}
          </tr>
        </thead>
        <tbody>
          {PARCEL_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{PARCEL_KIND_LABELS[kind]}</th>
              {PARCEL_SIZE_FIELDS.map((field) => <td key={field}><SizeInput kind={kind} field={field} /></td>)}
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="location-parcels__standard" onClick={standard}>Standaardmaten van Werkplaats</button>
    </fieldset>
  );
}

function SizeInput({ kind, field }: { kind: ParcelKind; field: ParcelSizeField }) {
  const errorId = useId();
  const name = `parcelDefaults.${kind}.${field}` as const;
  const { register, formState } = useFormContext<LocationFormValues>();
  const error = get(formState.errors, name) as FieldError | undefined;
  return (
    <>
      <input
        type="number" inputMode="numeric" min={1} max={PARCEL_SIZE_LIMITS[field]} step={1}
        aria-label={`${PARCEL_KIND_LABELS[kind]}: ${PARCEL_SIZE_LABELS[field]}`}
        aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}
        {...register(name, { valueAsNumber: true })}
      />
      {error?.message && <p className="field-error" id={errorId}>{error.message}</p>}
    </>
  );
}
