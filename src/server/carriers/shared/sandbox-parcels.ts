// What a parcel carrier's sandbox needs to act like the real one also after a restart: a tracking number that
// follows from the claim's reference, and a carrier reference that says when the parcel was registered and how its
// delivery will end (a recipient postcode whose digits end in 99 fails, in 98 goes to the neighbours).
import { createHash } from 'node:crypto';

export type SandboxOutcome = 'delivered' | 'neighbours' | 'failed';

/** A number from 1 to 10^9 derived from `reference`: the same reference always gets the same tracking code. */
export function parcelNumber(reference: string): number {
  return (createHash('sha256').update(reference).digest().readUInt32BE(0) % 999_999_999) + 1;
}

export function outcomeFor(zipcode: string): SandboxOutcome {
  const digits = zipcode.replace(/\D/g, '').slice(0, 4);
  if (digits.endsWith('99')) return 'failed';
  if (digits.endsWith('98')) return 'neighbours';
  return 'delivered';
}

/** 'sandbox:{registered at, ms}:{outcome}:{claim reference}'. */
export const sandboxReference = (reference: string, registeredAt: Date, outcome: SandboxOutcome) =>
  `sandbox:${registeredAt.getTime()}:${outcome}:${reference}`;

/** How long ago the parcel of a sandbox reference was registered, and how it will end. */
export function readSandboxReference(carrierReference: string, now: Date): { elapsedMs: number; outcome: SandboxOutcome } {
  const [, registeredAt, outcome] = carrierReference.split(':');
  const known = outcome === 'failed' || outcome === 'neighbours';
  return { elapsedMs: now.getTime() - (Number(registeredAt) || now.getTime()), outcome: known ? outcome : 'delivered' };
}
