import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { addTag } from './tags-store.ts';

/** The folder name input and 'Toevoegen' (Enter adds too); the server's refusal stands under the input. */
export function NewTagForm() {
  const id = useId();
  const errorId = `${id}-error`;
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const blank = title.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || adding) return;
    setAdding(true);
    try {
      const tag = await addTag(title.trim());
      toast.success(`Map ${tag.title} is toegevoegd`);
      setTitle('');
    } catch (refused) {
      setError((refused as Error).message);
    } finally {
      setAdding(false);
    }
  };

  return (
    <form className="tags-admin__new" onSubmit={submit} aria-label="Nieuwe map">
      <label htmlFor={id}>Naam van de map</label>
      <div className="tags-admin__input">
        <input
          id={id}
          value={title}
          maxLength={100}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
        />
        {error && <p className="field-error" id={errorId}>{error}</p>}
      </div>
      <button type="submit" className="tags-admin__primary" disabled={blank || adding}>
        Toevoegen
      </button>
    </form>
  );
}
