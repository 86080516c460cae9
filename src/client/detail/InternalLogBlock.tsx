import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { formatDateTime } from '../../shared/domain/format.ts';
import { keyHint } from '../commands/registry.ts';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { useTextDraft } from '../drafts/use-draft.ts';
import { NoValue } from './DetailBlock.tsx';
import { addLogEntry, deleteLogEntry } from './internal-log.ts';
import { enteredByKey, leaveNewLogEntry, LOG_ENTRY_INPUT_ID } from './log-entry-focus.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

type Entry = OrderSnapshot['internalLog'][number];

const CONFIRM_DELETE = 'Weet u zeker dat u deze notitie wilt verwijderen?';

function LogEntry({ orderId, entry }: { orderId: number; entry: Entry }) {
  const remove = () => {
    if (window.confirm(CONFIRM_DELETE)) void deleteLogEntry(orderId, entry.id);
  };
  return (
    <li className="internal-log__entry">
      <div className="internal-log__meta">
        <span className="detail-strong">{entry.createUserName}</span>{' '}
        <time dateTime={new Date(entry.createDatetime * 1000).toISOString()}>{formatDateTime(entry.createDatetime)}</time>
        <button type="button" className="internal-log__delete" aria-label="Notitie verwijderen" title="Notitie verwijderen" onClick={remove}>
          ×
        </button>
      </div>
      <div className="detail-multiline">{entry.content}</div>
    </li>
  );
}

const leaveOnEscape = (event: KeyboardEvent) => {
  if (event.key === 'Escape') leaveNewLogEntry();
};

function NewLogEntry({ orderId }: { orderId: number }) {
  const [content, setContent, draft] = useTextDraft({ orderId, form: 'note' });
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Ctrl+Enter submits without the (disabled) button: an empty note or a second send stays out.
    if (sending || !content.trim()) return;
    setSending(true);
    if (await addLogEntry(orderId, content.trim())) {
      setContent('');
      draft.clear();
      if (enteredByKey()) leaveNewLogEntry();
    }
    setSending(false);
  };
  return (
    <form className="internal-log__new" onSubmit={submit}>
      <DraftNotice draft={draft} />
      <label htmlFor={LOG_ENTRY_INPUT_ID}>Nieuwe notitie</label>
      <textarea id={LOG_ENTRY_INPUT_ID} rows={2} value={content} onChange={(event) => setContent(event.target.value)} onKeyDown={leaveOnEscape} />
      <button type="submit" disabled={sending || !content.trim()} title={keyHint('Toevoegen', 'log.submit')}>Toevoegen</button>
    </form>
  );
}

export function InternalLogBlock({ orderId, entries }: { orderId: number; entries: OrderSnapshot['internalLog'] }) {
  return (
    <section aria-label="Interne log">
      <h3 className="detail-section-title">Interne log</h3>
      {entries.length ? (
        <ol className="internal-log__entries">
          {entries.map((entry) => <LogEntry key={entry.id} orderId={orderId} entry={entry} />)}
        </ol>
      ) : (
        <NoValue>Geen notities</NoValue>
      )}
      <NewLogEntry orderId={orderId} />
    </section>
  );
}
