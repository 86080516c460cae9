// What the carrier tests (tests/server/carrier-*.test.ts) share: catching a refusal, a sandbox with a clock the test
// moves on, an order at a postcode, the server's check of a form, the sandboxes' refusal and outage on demand, and the
// live adapter's answers to a wrong key, a 429 and a carrier that hangs.
import { expect } from 'vitest';
import { CarrierRefusal, type CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import type { SandboxOptions } from '../../src/server/carriers/kit.ts';
import { checkCarrierValues } from '../../src/server/carriers/values.ts';
import { InvalidInput } from '../../src/server/invalid-input.ts';
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

/** What the server's check of the carrier's values (its JSON schema) says of `input`: its field errors, or none. */
export function serverFieldErrors(adapter: CarrierAdapter, input: Record<string, unknown>) {
  try {
    checkCarrierValues(adapter, input);
    return [];
  } catch (error) {
    if (!(error instanceof InvalidInput)) throw error;
    return error.errors;
  }
}

interface TroubleOnDemand {
  carrierName: string;
  adapter: CarrierAdapter;
  /** The field that gets '#weiger'. */
  field: string;
  register: (values: Record<string, unknown>, reference: string) => Promise<unknown>;
}

/** '#weiger' in a field makes a sandbox refuse on that field for good; '#storing' makes it unreachable, registering nothing. */
export async function expectRefusalAndOutageOnDemand({ carrierName, adapter, field, register }: TroubleOnDemand) {
  expect(await refusalOf(register({ [field]: 'test #weiger' }, 'w'))).toMatchObject({
    retryable: false, fieldErrors: [{ field, message: `Geweigerd door ${carrierName}` }],
  });
  expect(await refusalOf(register({ remark: '#storing' }, 's'))).toMatchObject({ retryable: true, message: `${carrierName} is tijdelijk niet bereikbaar` });
  expect(await adapter.find('s')).toBeNull();
}
