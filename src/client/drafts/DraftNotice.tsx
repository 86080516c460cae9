import { DateTime } from 'luxon';
import { TIMEZONE } from '../../shared/domain/constants.ts';
import type { DraftControl } from './use-draft.ts';
import './drafts.css';

export const DRAFT_RESTORED = 'Concept hersteld';
export const DISCARD_DRAFT = 'Concept weggooien';

/** 'om 14:05' today, else 'op 3 december 2026 om 14:05'. */
function typedAt(ms: number): string {
  const typed = DateTime.fromMillis(ms, { zone: TIMEZONE, locale: 'nl' });
  const time = `om ${typed.toFormat('HH:mm')}`;
  return typed.hasSame(DateTime.now().setZone(TIMEZONE), 'day') ? time : `op ${typed.toFormat('d MMMM yyyy')} ${time}`;
}

/** Above a form that opened with a draft: when it was typed, and the button that throws it away. */
export function DraftNotice({ draft }: { draft: Pick<DraftControl<never>, 'restoredAt' | 'discard'> }) {
  if (draft.restoredAt === null) return null;
  return (
    <div className="draft-notice" role="status">
      <span>
        <strong>{DRAFT_RESTORED}</strong>{' '}
        <span className="draft-notice__time">
          getypt <time dateTime={new Date(draft.restoredAt).toISOString()}>{typedAt(draft.restoredAt)}</time>
        </span>
      </span>
      <button type="button" onClick={draft.discard}>{DISCARD_DRAFT}</button>
    </div>
  );
}
