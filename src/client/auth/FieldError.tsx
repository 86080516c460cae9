import type { FieldError as FormFieldError } from 'react-hook-form';

export function FieldError({ error }: { error?: FormFieldError }) {
  if (!error?.message) return null;
  return (
    <p className="field-error" role="alert">
      {error.message}
    </p>
  );
}
