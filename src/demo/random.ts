/** Choices with their relative weights, e.g. `[['morning', 3], ['evening', 1]]`. */
export type Weighted<T> = readonly (readonly [T, number])[];

/** A seeded source of randomness: the same seed always gives the same demo data. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T>(choices: Weighted<T>): T;
  /** A string of `length` random decimal digits. */
  digits(length: number): string;
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = mixed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));

  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted(choices) {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let remaining = next() * total;
      for (const [value, weight] of choices) {
        remaining -= weight;
        if (remaining < 0) return value;
      }
      return choices[choices.length - 1][0];
    },
    digits: (length) => Array.from({ length }, () => int(0, 9)).join(''),
  };
}

/** murmur3's finaliser: neighbouring seeds (7, 8, …) start far apart in mulberry32's sequence. */
function mixed(seed: number): number {
  let h = seed >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
