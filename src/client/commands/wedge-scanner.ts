// A USB barcode scanner is a keyboard: it "types" the digits a few milliseconds apart and presses Enter.
// People do not type that fast, so digits arriving within MAX_GAP_MS of each other and ending in Enter are a scan.

export const MAX_GAP_MS = 35;
export const MIN_LENGTH = 8;

export interface WedgeKey {
  key: string;
  /** Milliseconds, e.g. KeyboardEvent.timeStamp. */
  time: number;
  /** True when the key goes into a text field: scans are only taken outside them. */
  typing: boolean;
}

/** Feed every keydown; returns the scanned code when a key completes a scan (the caller then swallows Enter). */
export function createWedgeScanner(options: { maxGapMs?: number; minLength?: number } = {}) {
  const maxGap = options.maxGapMs ?? MAX_GAP_MS;
  const minLength = options.minLength ?? MIN_LENGTH;
  let digits = '';
  let lastTime = -Infinity;

  return function handleKey({ key, time, typing }: WedgeKey): string | null {
    const fast = time - lastTime <= maxGap;
    lastTime = time;
    if (typing) {
      digits = '';
      return null;
    }
    if (/^\d$/.test(key)) {
      digits = fast ? digits + key : key;
      return null;
    }
    const code = key === 'Enter' && fast && digits.length >= minLength ? digits : null;
    digits = '';
    return code;
  };
}
