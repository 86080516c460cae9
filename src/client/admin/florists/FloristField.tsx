import { useId } from 'react';
import { get, useFormContext, type FieldError, type Path } from 'react-hook-form';
import type { FloristInput } from '../../../shared/schema/florists.ts';

interface FloristFieldProps {
  name: Path<FloristInput>;
  label: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
}

/** One labelled field of the florist form, with its error under it (once touched, or after a save was tried). */
export function FloristField({ name, label, required = false, multiline = false, type = 'text', autoComplete = 'off', maxLength }: FloristFieldProps) {
  const id = useId();
  const { register, formState } = useFormContext<FloristInput>();
  const error = get(formState.errors, name) as FieldError | undefined;
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': required || undefined,
    ...register(name),
  };
  return (
    <div className="florist-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="florist-field__required" aria-hidden="true"> *</span>}
      </label>
      <div className="florist-field__input">
        {multiline ? <textarea rows={3} {...shared} /> : <input type={type} autoComplete={autoComplete} maxLength={maxLength} {...shared} />}
        {error?.message && <p className="field-error" id={errorId}>{error.message}</p>}
      </div>
    </div>
  );
}
