import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { RELAY_LINE_LENGTH, type RelayField } from '../../../shared/domain/relay-form.ts';

interface RelayFieldInputProps {
  field: RelayField;
  /** The value as it stands: the counter follows it. */
  value: string;
  error?: FieldError;
  /** A field the user types in; the sender codes and the computed amounts have none. */
  input?: UseFormRegisterReturn;
}

const INPUT_MODES: Partial<Record<RelayField['kind'], 'decimal' | 'numeric'>> = { amount: 'decimal', date: 'numeric' };

/**
 * One coded line of the relay form: 'NN Label', an asterisk when required, and for the long text lines a live count
 * against the relay's limit (typing past it is allowed, so a pasted text is not cut off unseen: the message says so).
 */
export function RelayFieldInput({ field, value, error, input }: RelayFieldInputProps) {
  const id = useId();
  const counted = field.kind === 'text' && field.max >= RELAY_LINE_LENGTH;
  const over = value.length > field.max;
  return (
    <div className="send-form__field relay-field">
      <label htmlFor={id} className="relay-field__label">
        <span className="relay-field__code">{field.code}</span>{' '}
        <span>
          {field.label}
          {field.required && <span className="send-form__required" aria-hidden="true"> *</span>}
        </span>
        {counted && (
          <span className={over ? 'relay-field__count relay-field__count--over' : 'relay-field__count'} aria-hidden="true">
            {value.length}/{field.max}
          </span>
        )}
      </label>
      <input
        id={id}
        type="text"
        inputMode={INPUT_MODES[field.kind]}
        placeholder={field.kind === 'date' ? 'DD-MM-JJJJ' : undefined}
        aria-required={field.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...(input ?? { readOnly: true, value })}
      />
      {error?.message && <span id={`${id}-error`} className="send-form__message">{error.message}</span>}
    </div>
  );
}
