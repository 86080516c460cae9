import { useSnapshot } from 'valtio';
import { liveAnnouncement } from '../state/live-announcement.ts';

/** A polite live region for screen readers only; always in the page, as a region added with its text is not read. */
export function LiveAnnouncer() {
  const { text, count } = useSnapshot(liveAnnouncement);
  // The same words again must still change the region's text to be read again: a no-break space every other time.
  return (
    <div role="status" aria-live="polite" className="visually-hidden">
      {count % 2 === 0 ? text : `${text}\u00a0`}
    </div>
  );
}
