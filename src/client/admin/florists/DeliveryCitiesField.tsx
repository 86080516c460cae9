import { get, useFieldArray, useFormContext, type FieldError, type Path } from 'react-hook-form';
import type { FloristInput } from '../../../shared/schema/florists.ts';
import { newDeliveryCity } from './florist-values.ts';

type CityKey = keyof FloristInput['deliveryCities'][number];

interface Column {
  key: CityKey;
  /** The column's header; each box is named after it and its row: 'Prijs 2'. */
  header: string;
  label: string;
  inputMode?: 'decimal' | 'numeric';
  placeholder?: string;
  size?: number;
}

const COLUMNS: readonly Column[] = [
  { key: 'city', header: 'Plaats', label: 'Plaats' },
  { key: 'price', header: 'Prijs (€)', label: 'Prijs', inputMode: 'decimal', placeholder: '0,00', size: 8 },
  { key: 'startTime', header: 'Van', label: 'Van', inputMode: 'numeric', placeholder: 'UU:MM', size: 6 },
  { key: 'endTime', header: 'Tot', label: 'Tot', inputMode: 'numeric', placeholder: 'UU:MM', size: 6 },
];

/** The towns the florist delivers in, one row each: price and time window; rows are added and removed here. */
export function DeliveryCitiesField() {
  const { control, register, formState } = useFormContext<FloristInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'deliveryCities' });
  return (
    <fieldset className="florist-form__group">
      <legend>Bezorgplaatsen</legend>
      {fields.length === 0 ? (
        <p className="muted">Nog geen bezorgplaatsen: deze bloemist wordt voor geen enkele order aangeboden.</p>
      ) : (
        <table className="florist-cities">
          <thead>
            <tr>
              {COLUMNS.map((column) => <th key={column.key} scope="col">{column.header}</th>)}
              <th />
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => (
              <tr key={field.id}>
                {COLUMNS.map((column) => {
                  const name = `deliveryCities.${index}.${column.key}` as Path<FloristInput>;
                  const error = get(formState.errors, name) as FieldError | undefined;
                  const errorId = `${field.id}-${column.key}-error`;
                  return (
                    <td key={column.key}>
                      <input
                        aria-label={`${column.label} ${index + 1}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        autoComplete="off"
                        inputMode={column.inputMode}
                        placeholder={column.placeholder}
                        size={column.size}
                        {...register(name)}
                      />
                      {error?.message && <p className="field-error" id={errorId}>{error.message}</p>}
                    </td>
                  );
                })}
                <td>
                  <button type="button" onClick={() => remove(index)} aria-label={`Bezorgplaats ${index + 1} verwijderen`}>
                    Verwijderen
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" onClick={() => append(newDeliveryCity())}>Plaats toevoegen</button>
    </fieldset>
  );
}
