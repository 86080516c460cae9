// Registering with live PostNL through the API (POST …/transport/postnl/register), PostNL being its published
// specifications (the contract fake): PostNL's own refusal reaches the form as a 422, and an answer lost after PostNL
// accepted the label call is recovered by the barcode reserved on the claim — one parcel, announced once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCarrierAdapters } from '../../../src/server/carriers/index.ts';
import { loadConfig } from '../../../src/server/config.ts';
import type { RegisterResult } from '../../../src/shared/schema/carriers.ts';
import { carrierApi } from '../../helpers/carriers.ts';
import { POSTNL_ACCOUNT_ENV } from '../../helpers/postnl-account.ts';
import { BARCODE, LABEL, startPostnlContractFake, type PostnlContractFake } from '../../helpers/postnl-contract-fake.ts';
import { bearer, databaseKinds, useTestApp } from '../../helpers/test-app.ts';

describe.each(databaseKinds)('registering with live PostNL on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);
  let fake: PostnlContractFake;
  beforeAll(async () => {
    fake = await startPostnlContractFake();
    const env = { ...POSTNL_ACCOUNT_ENV, CARRIER_POSTNL_URL: fake.url, CARRIER_POSTNL_API_KEY: fake.apiKey };
    t.app.carriers.postnl = createCarrierAdapters(loadConfig(env).carriers).postnl;
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.announced.length = 0;
  });
  afterAll(() => fake.close());

  const formOf = async (orderId: number) =>
    (await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/transport/postnl/config?orderId=${orderId}`, headers: bearer(t.staff) })).json().defaults;

  it('answers 422 with PostNL’s own description, on the form field it names', async () => {
    const id = await api.freshOrder();
    fake.failNext(LABEL, { answer: { status: 400, body: { Errors: [{ Code: '6', Description: 'Weight cannot exceed 30000 grams' }] } } });
    const refused = await api.register('postnl', { orderId: id, values: await formOf(id) });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'CARRIER_REFUSED',
      message: 'PostNL: Weight cannot exceed 30000 grams',
      errors: [{ field: 'dimension.Weight', message: 'PostNL: Weight cannot exceed 30000 grams' }],
    });
    expect(fake.announced).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  it('a time-out after PostNL accepted the label call: the retry finds the parcel by the barcode reserved on the claim', async () => {
    const id = await api.freshOrder();
    const key = randomUUID();
    const values = await formOf(id);
    fake.failNext(LABEL, { acceptThenHangUp: true });
    const lost = await api.register('postnl', { orderId: id, values }, key);
    expect(lost.statusCode, lost.body).toBe(503);
    const [claim] = await api.sql<{ status: string; carrier_reference: string }>('SELECT status, carrier_reference FROM shipments WHERE order_id = $1', [id]);
    expect(claim).toEqual({ status: 'failed', carrier_reference: fake.announced[0].Barcode });

    const retry = await api.register('postnl', { orderId: id, values }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    const result: RegisterResult = retry.json();
    expect(result.shipment.parcels.map((parcel) => parcel.barcode)).toEqual([claim.carrier_reference]);
    expect(result.order?.activeTransporter).toBe('postnl');
    expect(fake.announced).toHaveLength(1);
    expect(fake.calls(BARCODE)).toHaveLength(1);
    expect(fake.calls(LABEL).filter((request) => request.query.confirm === 'true')).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });
});
