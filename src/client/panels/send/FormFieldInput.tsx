import { valueAt, type FormField, type FormValues } from './generic-form.ts';

export type FieldErrors = Readonly<Record<string, string>>;

interface FieldProps {
  field: FormField;
  values: FormValues;
  errors: FieldErrors;
  onChange(name: string, value: unknown): void;
}

const INPUT_TYPES: Partial<Record<FormField['kind'], string>> = { date: 'date', email: 'email', uri: 'url' };
const CHOOSE = 'Kies…';
const idOf = (name: string) => `send-field-${name.replace(/\./g, '-')}`;

function Label({ field }: { field: FormField }) {
  return (
    <>
      {field.label}
      {field.required && <span className="send-form__required" aria-hidden="true"> *</span>}
    </>
  );
}

/** One field of the generic carrier form: a text box, number, date, select or checkbox, or a group of them. */
export function FormFieldInput({ field, values, errors, onChange }: FieldProps) {
  if (field.kind === 'group') {
    return (
      <fieldset className="send-form__group">
        <legend><Label field={field} /></legend>
        {field.fields.map((child) => (
          <FormFieldInput key={child.name} field={child} values={values} errors={errors} onChange={onChange} />
        ))}
      </fieldset>
    );
  }
  const id = idOf(field.name);
  const error = errors[field.name];
  const value = valueAt(values, field.name);
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': field.required || undefined,
  };
  const message = error && <span id={`${id}-error`} className="send-form__message">{error}</span>;

  if (field.kind === 'boolean') {
    return (
      <div className="send-form__field send-form__field--check">
        <label>
          <input {...common} type="checkbox" checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />{' '}
          <Label field={field} />
        </label>
        {message}
      </div>
    );
  }
  const text = value === undefined || value === null ? '' : String(value);
  // A select shows what it holds: a value none of its choices has (nothing chosen yet) shows 'Kies…', not the first.
  const holdsChoice = field.choices.some((choice) => choice.value === text);
  return (
    <div className="send-form__field">
      <label htmlFor={id}><Label field={field} /></label>
      {field.kind === 'select' ? (
        <select {...common} value={holdsChoice ? text : ''} onChange={(event) => onChange(field.name, event.target.value)}>
          {!field.required && <option value="">—</option>}
          {field.required && !holdsChoice && <option value="" disabled>{CHOOSE}</option>}
          {field.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>{choice.label}</option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      )}
      {message}
    </div>
  );
}
