// Chords ('g n': G, then N within a second) are recognised here rather than by react-hotkeys-hook's sequences: the
// library records the 'a' of Ctrl+A as the start of a sequence, so 'a p' right after Ctrl+A did nothing. And the
// library matches every binding on every key: the 'm' of the chord 'e m' would also run the single key 'm'. So the
// guard sees each keydown first, knows which chord it completes, and holds that key back from single-key bindings.

const CHORD_TIMEOUT_MS = 1000;
const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  timeStamp: number;
}

export function createChordGuard(chordStarts: ReadonlySet<string>) {
  let started: { key: string; at: number } | null = null;
  // The key event itself, not its time: replayed keys (early-keys.ts) may share one timestamp.
  let completed: { first: string; event: KeyEventLike } | null = null;
  return {
    /** Call for every keydown before the bindings see it (a capturing listener on window). */
    observe(event: KeyEventLike, typing: boolean) {
      // Pressing Shift (or another modifier) on its way to the second key neither ends nor completes a chord.
      if (MODIFIER_KEYS.has(event.key)) return;
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      // A key that completes a chord is not the start of the next one (the 's' of 'b s' starts no 's' chord).
      if (started && event.timeStamp - started.at <= CHORD_TIMEOUT_MS) {
        completed = plain && !typing ? { first: started.key, event } : null;
        started = null;
      } else {
        started = !typing && plain && chordStarts.has(event.key.toLowerCase()) ? { key: event.key.toLowerCase(), at: event.timeStamp } : null;
      }
    },
    /** Whether this keydown is the second key of a chord that began with `first`. */
    completesChord(event: KeyEventLike, first: string) {
      return completed !== null && completed.event === event && completed.first === first;
    },
    /** Whether a single-key binding may act on this keydown (it completes no chord). */
    allowsSingleKey(event: KeyEventLike) {
      return completed?.event !== event;
    },
  };
}
