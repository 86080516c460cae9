import { useId } from 'react';
import { get, useFormContext, type FieldError, type Path } from 'react-hook-form';
import type { ColleagueFloristValues } from '../../../shared/domain/florist-form.ts';

interface FormFieldProps {
  label: string;
  name: Path<ColleagueFloristValues>;
  required?: boolean;
  kind?: 'text' | 'number' | 'date' | 'multiline';
  className?: string;
}

/** One field of the colleague-florist form: its label, the box, and its message under it. */
export function FormField({ label, name, required = false, kind = 'text', className }: FormFieldProps) {
  const { register, formState } = useFormContext<ColleagueFloristValues>();
  const id = useId();
  const error = get(formState.errors, name) as FieldError | undefined;
  const props = {
    id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...register(name, kind === 'number' ? { valueAsNumber: true } : undefined),
  };
  return (
    <div className={className ? `send-form__field ${className}` : 'send-form__field'}>
      <label htmlFor={id}>
        {label}
        {required && <span className="send-form__required" aria-hidden="true"> *</span>}
      </label>
      {kind === 'multiline' ? (
        <textarea rows={3} {...props} />
      ) : (
        <input type={kind} {...(kind === 'number' && { min: 0, step: 1, inputMode: 'numeric' as const })} {...props} />
      )}
      {error?.message && <span id={`${id}-error`} className="send-form__message">{error.message}</span>}
    </div>
  );
}
