import { formatDateTime } from '../../shared/domain/format.ts';
import { NoValue } from './DetailBlock.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

export function InternalLogBlock({ entries }: { entries: OrderSnapshot['internalLog'] }) {
  return (
    <section aria-label="Interne log">
      <h3 className="detail-section-title">Interne log</h3>
      {entries.length ? (
        <ol className="internal-log__entries">
          {entries.map((entry) => (
            <li className="internal-log__entry" key={entry.id}>
              <div className="internal-log__meta">
                <span className="detail-strong">{entry.createUserName}</span>{' '}
                <time dateTime={new Date(entry.createDatetime * 1000).toISOString()}>{formatDateTime(entry.createDatetime)}</time>
              </div>
              <div className="detail-multiline">{entry.content}</div>
            </li>
          ))}
        </ol>
      ) : (
        <NoValue>Geen notities</NoValue>
      )}
    </section>
  );
}
