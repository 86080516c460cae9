// Waiting for an answer no longer than a set time.

/** The answer, or a rejection once `ms` have passed; the call itself is left to finish or hang on its own. */
export function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Geen antwoord binnen ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
