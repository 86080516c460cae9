// How a sandbox parcel moves on with time since its registration (Dynalogic and ZorgeloosBezorgd both follow it,
// each in its own status words): announced for the first hour, sorted in the depot until four hours, out for
// delivery until twenty hours, then delivered. A recipient postcode ending in 99 ends undelivered, one ending in 98
// with the neighbours, so demos and tests can show every outcome.
export type SandboxPhase = 'announced' | 'sorted' | 'out' | 'delivered' | 'neighbours' | 'failed';

const HOUR = 3_600_000;

export function sandboxPhase(registeredAt: Date, now: Date, postcode: string): SandboxPhase {
  const elapsed = now.getTime() - registeredAt.getTime();
  if (elapsed < HOUR) return 'announced';
  if (elapsed < 4 * HOUR) return 'sorted';
  if (elapsed < 20 * HOUR) return 'out';
  const digits = postcode.replace(/\D/g, '');
  if (digits.endsWith('99')) return 'failed';
  return digits.endsWith('98') ? 'neighbours' : 'delivered';
}

/**
 * A sandbox carrier's reference carries what its status call needs, as a real carrier keeps it on its side:
 * barcode, the recipient's postcode and when it was registered.
 */
export const sandboxReference = (barcode: string, postcode: string, registeredAt: Date) =>
  [barcode, postcode.replace(/\s/g, ''), Math.floor(registeredAt.getTime() / 1000)].join(':');

export function readSandboxReference(reference: string): { postcode: string; registeredAt: Date } {
  const [, postcode = '', seconds = '0'] = reference.split(':');
  return { postcode, registeredAt: new Date(Number(seconds) * 1000) };
}
