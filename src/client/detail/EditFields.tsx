// The inputs of the edit forms; they read the form from context, so a block only names its fields.
import { useId } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';

interface FieldProps {
  name: string;
  label: string;
  /** Fields whose rule reads this one, checked again when it changes. */
  deps?: string[];
  /** Gets the focus when the form opens, instead of the form's first field. */
  autoFocus?: boolean;
}

function useField(name: string, deps?: string[], autoFocus?: boolean) {
  const id = useId();
  const { register, formState } = useFormContext();
  const error = get(formState.errors, name) as FieldError | undefined;
  const errorId = `${id}-error`;
  const inputProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-autofocus': autoFocus || undefined,
    ...register(name, { deps }),
  };
  const message = error?.message ? <p className="detail-field-error" id={errorId}>{error.message}</p> : null;
  return { id, inputProps, message };
}

interface TextFieldProps extends FieldProps {
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
}

export function TextField({ name, label, deps, placeholder, autoFocus, inputMode }: TextFieldProps) {
  const { id, inputProps, message } = useField(name, deps, autoFocus);
  return (
    <div className="edit-field">
      <label htmlFor={id}>{label}</label>
      <input type="text" placeholder={placeholder} inputMode={inputMode} {...inputProps} />
      {message}
    </div>
  );
}

export function TextAreaField({ name, label, autoFocus }: FieldProps) {
  const { id, inputProps, message } = useField(name, undefined, autoFocus);
  return (
    <div className="edit-field">
      <label htmlFor={id}>{label}</label>
      <textarea rows={5} {...inputProps} />
      {message}
    </div>
  );
}

export function SelectField({ name, label, options }: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { id, inputProps, message } = useField(name);
  return (
    <div className="edit-field">
      <label htmlFor={id}>{label}</label>
      <select {...inputProps}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      {message}
    </div>
  );
}

export function CheckboxField({ name, label }: FieldProps) {
  const { id, inputProps, message } = useField(name);
  return (
    <div className="edit-field edit-field--checkbox">
      <input type="checkbox" {...inputProps} />
      <label htmlFor={id}>{label}</label>
      {message}
    </div>
  );
}
