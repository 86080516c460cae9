// What every send screen shows the same way: the red panel with the carrier's refusal, and the register button.
import { messages } from '../../../shared/domain/messages.ts';
import { fieldErrors } from '../../api/field-errors.ts';

export function FormErrorPanel({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div className="send-form__error" role="alert">
      <strong>Er is een fout opgetreden</strong> {message}
    </div>
  );
}

export function SubmitButton({ disabled, submitting }: { disabled: boolean; submitting: boolean }) {
  return (
    <div className="send-form__actions">
      <button type="submit" className="send-form__submit" disabled={disabled}>
        {submitting ? 'Bezig met aanmelden…' : 'Aanmelden'}
      </button>
    </div>
  );
}

/** A failed submit: the fields the server names, and the message for the red panel. */
export function submitFailure(error: unknown): { fieldErrors: { field: string; message: string }[]; message: string } {
  return {
    fieldErrors: fieldErrors(error),
    message: (error as Error).message || messages.unexpected,
  };
}
