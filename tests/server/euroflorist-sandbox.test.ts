// EuroFlorist's sandbox (issue 24): it refuses what the relay form's rules refuse, with the relay's reason on the code
// it names, refuses or is unreachable on demand, and answers one import per reference with a page behind a key.
import { describe, expect, it } from 'vitest';
import { CarrierRefusal } from '../../src/server/carriers/adapter.ts';
import { sandbox } from '../../src/server/euroflorist/sandbox.ts';
import { completeRelayValues, relayDefaults, type RelayValues } from '../../src/shared/domain/relay-form.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';

const order = makeOrder();
const importOf = (change: Partial<RelayValues> = {}, reference = 'EF300000001') =>
  ({ order, reference, values: completeRelayValues(order, { ...relayDefaults(order), ...change }) });

async function refusalOf(call: Promise<unknown>): Promise<CarrierRefusal> {
  const error = await call.then(() => null, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(CarrierRefusal);
  return error as CarrierRefusal;
}

describe('the EuroFlorist sandbox', () => {
  it("refuses an order the relay form's rules refuse, with the reason on the code it names", async () => {
    const refusal = await refusalOf(sandbox().importOrder(importOf({ '21': '', '52': 'x'.repeat(67) })));
    expect(refusal.message).toBe('EuroFlorist weigert de order: Dit veld is vereist');
    expect(refusal.fieldErrors).toEqual([
      { field: '21', message: 'Dit veld is vereist' }, { field: '52', message: 'Dit veld is te lang (max 66 karakters)' },
    ]);
    expect(refusal.retryable).toBe(false);
  });

  it("refuses on '#weiger' and is unreachable on '#storing' in a form value", async () => {
    expect(await refusalOf(sandbox().importOrder(importOf({ '61': 'Graag #weiger' })))).toMatchObject({
      fieldErrors: [{ field: '61', message: 'Geweigerd door EuroFlorist' }], retryable: false,
    });
    expect(await refusalOf(sandbox().importOrder(importOf({ '62': '#storing' })))).toMatchObject({
      message: 'EuroFlorist is tijdelijk niet bereikbaar', retryable: true,
    });
  });

  it('answers the reference with a page behind a key of its own, and the same import again for the same reference', async () => {
    const adapter = sandbox();
    const first = await adapter.importOrder(importOf());
    expect(first.reference).toBe('EF300000001');
    expect(first.url).toMatch(/^\/sandbox\/euroflorist\/orders\/EF300000001\?sleutel=[0-9a-f]{32}$/);
    expect(await adapter.importOrder(importOf({ '61': 'anders' }))).toEqual(first);
    const other = await adapter.importOrder(importOf({}, 'EF300000002'));
    expect(other.url.split('sleutel=')[1]).not.toBe(first.url.split('sleutel=')[1]);
  });
});
