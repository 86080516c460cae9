import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { undeleteOrder } from '../../detail/order-deletion.ts';
import './deleted.css';

const NOT_AN_ID = 'Dit veld moet een id-nummer zijn';

/** Spec §4 Undelete: idle, processing, success, error. */
type Outcome = { state: 'idle' | 'processing' } | { state: 'success' | 'error'; message: string };

/** /admin/deleted 'Verwijderde order': brings a deleted order back by its id (spec §2, §5). */
export function DeletedPage() {
  const id = useId();
  const errorId = `${id}-error`;
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const orderId = value.trim();
  const fieldError = touched && !/^\d+$/.test(orderId) ? NOT_AN_ID : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!/^\d+$/.test(orderId) || outcome.state === 'processing') return;
    setOutcome({ state: 'processing' });
    try {
      const message = await undeleteOrder(Number(orderId));
      setOutcome({ state: 'success', message });
      toast.success(message);
    } catch (error) {
      setOutcome({ state: 'error', message: (error as Error).message });
    }
  };

  return (
    <section className="deleted-admin">
      <h1>Verwijderde order</h1>
      <p className="muted">Het id-nummer van de order staat in de melding bij het verwijderen en in de adresbalk van de order.</p>
      <form className="deleted-admin__form" onSubmit={submit} aria-label="Verwijderen ongedaan maken" noValidate>
        <label htmlFor={id}>Order id</label>
        <div className="deleted-admin__input">
          <input
            id={id}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            aria-required="true"
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              if (outcome.state !== 'processing') setOutcome({ state: 'idle' });
            }}
            onBlur={() => setTouched(true)}
          />
          {fieldError && <p className="field-error" id={errorId}>{fieldError}</p>}
        </div>
        <button type="submit" className="deleted-admin__primary" disabled={outcome.state === 'processing'}>
          Verwijderen ongedaan maken
        </button>
      </form>
      {outcome.state === 'success' && <p className="deleted-admin__success" role="status">{outcome.message}</p>}
      {outcome.state === 'error' && <p className="deleted-admin__error" role="alert">{outcome.message}</p>}
    </section>
  );
}
