// react-hotkeys-hook matches every binding on every key: the 'm' of the chord 'e m' would also run the single
// key 'm'. So the key that follows a chord's first key is held back from single-key bindings.

const CHORD_TIMEOUT_MS = 1000;

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  timeStamp: number;
}

export function createChordGuard(chordStarts: ReadonlySet<string>) {
  let chordStartedAt = -Infinity;
  let heldBack = -1;
  return {
    /** Call for every keydown before the bindings see it (a capturing listener on window). */
    observe(event: KeyEventLike, typing: boolean) {
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      // A key that completes a chord is not the start of the next one (the 's' of 'b s' starts no 's' chord).
      if (event.timeStamp - chordStartedAt <= CHORD_TIMEOUT_MS) {
        heldBack = event.timeStamp;
        chordStartedAt = -Infinity;
      } else if (!typing && plain && chordStarts.has(event.key.toLowerCase())) {
        chordStartedAt = event.timeStamp;
      }
    },
    /** Whether a single-key binding may act on this keydown. */
    allowsSingleKey(event: { timeStamp: number }) {
      return event.timeStamp !== heldBack;
    },
  };
}
