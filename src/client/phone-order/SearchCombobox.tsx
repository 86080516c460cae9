import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { messages } from '../../shared/domain/messages.ts';

/** Wait this long after the last key before asking the server. */
const TYPING_PAUSE_MS = 200;

interface SearchComboboxProps<T> {
  label: string;
  placeholder?: string;
  /** The matches of a query; a query too short to search answers []. */
  search(query: string, signal: AbortSignal): Promise<T[]>;
  optionKey(option: T): string;
  renderOption(option: T): ReactNode;
  /** What to say when nothing matches ('Geen klanten gevonden'). */
  emptyText: string;
  onPick(option: T): void;
  /** Clears the box after a pick (adding a product); else it keeps the text typed. */
  clearOnPick?: boolean;
  inputId?: string;
}

type Results<T> = { state: 'idle' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; options: T[] };

/**
 * A search box with a list of matches: ↑/↓ choose, Enter picks, Esc closes the list (and only the list). It is not
 * part of the form's values: what it picks is written into the form by `onPick`.
 */
export function SearchCombobox<T>(props: SearchComboboxProps<T>) {
  const id = useId();
  const inputId = props.inputId ?? `${id}-input`;
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results<T>>({ state: 'idle' });
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const latest = useRef(props.search);
  latest.current = props.search;

  useEffect(() => {
    if (!query.trim()) {
      setResults({ state: 'idle' });
      return;
    }
    const controller = new AbortController();
    setResults({ state: 'loading' });
    const timer = setTimeout(() => {
      latest.current(query, controller.signal).then(
        (options) => {
          setResults({ state: 'done', options });
          setActive(0);
        },
        (error: Error) => {
          if (!controller.signal.aborted) setResults({ state: 'error', message: error.message });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const options = results.state === 'done' ? results.options : [];
  const expanded = open && results.state !== 'idle';

  const pick = (option: T) => {
    props.onPick(option);
    setOpen(false);
    if (props.clearOnPick) setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && options[active]) {
      // Enter picks; it never submits the form.
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      // This Escape closes the list; the keymap's Escape (leave the form) must not see it.
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="search-combobox">
      <label htmlFor={inputId}>{props.label}</label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && options[active] ? optionId(active) : undefined}
        placeholder={props.placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={`Resultaten: ${props.label}`} className="search-combobox__list" hidden={!expanded}>
        {results.state === 'loading' && <li className="search-combobox__note">{messages.loading}</li>}
        {results.state === 'error' && <li className="search-combobox__note search-combobox__note--error" role="alert">{results.message}</li>}
        {results.state === 'done' && options.length === 0 && <li className="search-combobox__note">{props.emptyText}</li>}
        {options.map((option, index) => (
          <li
            key={props.optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-combobox__option"
            // Picked on press, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
            onMouseEnter={() => setActive(index)}
          >
            {props.renderOption(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}
