// What the carrier tests (tests/server/carrier-*.test.ts) share: catching a refusal, a sandbox with a clock the test
// moves on, an order at a postcode, and the live adapter's answers to a wrong key, a 429 and a carrier that hangs.
import { expect } from 'vitest';
import { CarrierRefusal, type CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import type { SandboxOptions } from '../../src/server/carriers/kit.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';

/** The CarrierRefusal `promise` rejects with; fails the test when it resolves or rejects with anything else. */
export const refusalOf = (promise: Promise<unknown>) => promise.then(() => { throw new Error('not refused'); }, (error: unknown) => {
  expect(error).toBeInstanceOf(CarrierRefusal);
  return error as CarrierRefusal;
});

/** A sandbox whose clock starts at `start` and moves on only by `later(ms)`. */
export function sandboxClock(sandbox: (options: SandboxOptions) => CarrierAdapter, start: Date) {
  let now = start;
  return { adapter: sandbox({ now: () => now }), later: (ms: number) => (now = new Date(now.getTime() + ms)) };
}

/** The fixture order delivered on `deliveryDate`, at a recipient postcode of the test's choice. */
export const orderOn = (deliveryDate: string) => (zipcode = '7425 SM', overrides: Partial<Order> = {}) => {
  const base = makeOrder({ deliveryDate, ...overrides });
  return { ...base, recipient: { ...base.recipient, address: { ...base.recipient.address, zipcode } } };
};

interface LiveFailureChecks<Failure extends string> {
  carrierName: string;
  /** A call by an adapter holding a key the fake refuses. */
  withWrongKey: () => Promise<unknown>;
  fake: { failNext(count: number, how: Failure | 'hang'): void };
  /** The fake's name for answering 429. */
  rateLimited: Failure;
  /** The call made while the fake answers 429, then while it hangs. */
  call: (failure: 'rate-limited' | 'hang') => Promise<unknown>;
}

/** A refused key is not worth retrying; a 429 and a carrier that does not answer are. */
export async function expectKeyRefusedAndRetryableOutages<Failure extends string>(checks: LiveFailureChecks<Failure>) {
  const { carrierName, withWrongKey, fake, rateLimited, call } = checks;
  expect(await refusalOf(withWrongKey())).toMatchObject({ message: `${carrierName} weigert onze sleutel`, retryable: false });
  const unreachable = { message: `${carrierName} is tijdelijk niet bereikbaar`, retryable: true };
  fake.failNext(1, rateLimited);
  expect(await refusalOf(call('rate-limited'))).toMatchObject(unreachable);
  fake.failNext(1, 'hang');
  expect(await refusalOf(call('hang'))).toMatchObject(unreachable);
}
