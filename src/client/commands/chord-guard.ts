// Chords ('g n': G, then N within a second). The guard sees every keydown and tells which chord the key completes:
// such a key is for that chord only (the 'm' of 'e m' must not also run 'm'), and starts no chord itself (the 's' of
// 'b s' starts no 's' chord).

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
  return {
    /**
     * Call for every keydown, typed or not. Returns the first key of the chord this key completes ('g' for the 'n'
     * of 'g n'), or null. Chords need plain keys outside text fields: Ctrl+A starts none, a typed 'g' neither.
     */
    observe(event: KeyEventLike, typing: boolean): string | null {
      // Pressing Shift (or another modifier) on its way to the second key neither ends nor completes a chord.
      if (MODIFIER_KEYS.has(event.key)) return null;
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (started && event.timeStamp - started.at <= CHORD_TIMEOUT_MS) {
        const first = plain && !typing ? started.key : null;
        started = null;
        return first;
      }
      started = !typing && plain && chordStarts.has(event.key.toLowerCase()) ? { key: event.key.toLowerCase(), at: event.timeStamp } : null;
      return null;
    },
  };
}
