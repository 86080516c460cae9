import { formatDateTime } from '../../shared/domain/format.ts';
import type { DraftControl } from './use-draft.ts';
import './drafts.css';

export const DRAFT_RESTORED = 'Concept hersteld';
export const DISCARD_DRAFT = 'Concept weggooien';

/** Above a form that opened with a draft: when it was typed, and the button that throws it away. */
export function DraftNotice({ draft }: { draft: Pick<DraftControl<never>, 'restoredAt' | 'discard'> }) {
  if (draft.restoredAt === null) return null;
  const typed = new Date(draft.restoredAt);
  return (
    <div className="draft-notice" role="status">
      <span>
        <strong>{DRAFT_RESTORED}</strong>{' '}
        <span className="draft-notice__time">
          getypt <time dateTime={typed.toISOString()}>{formatDateTime(Math.floor(draft.restoredAt / 1000))}</time>
        </span>
      </span>
      <button type="button" onClick={draft.discard}>{DISCARD_DRAFT}</button>
    </div>
  );
}
