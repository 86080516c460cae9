// The contract kit itself: it must refuse what the carriers' specifications refuse, or the contract tests prove nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { hangUp, loadContract, startContractFake, type ContractFake } from '../../helpers/carrier-contract.ts';

const trunkrs = loadContract('trunkrs/Client-API-V2.v1.json');
const postnl = loadContract('postnl/Barcode.json', 'postnl/Shipment.json', 'postnl/ShippingStatus.json');

describe('the contract kit', () => {
  let fake: ContractFake | undefined;
  afterEach(() => fake?.close());

  it("checks a request's operation, query, api key and body against the specification", () => {
    const slots = trunkrs.validateRequest({ method: 'GET', path: '/timeslots', query: { country: 'NL' }, headers: {}, body: undefined });
    expect(slots.operation).toBe('GET /timeslots/');
    expect(slots.errors).toEqual([
      'GET /timeslots/: header x-api-key ontbreekt',
      expect.stringContaining("must have required property 'postalCode'"),
    ]);
    const shipment = trunkrs.validateRequest({ method: 'POST', path: '/shipments', query: {}, headers: { 'x-api-key': 'k' }, body: { parcels: [] } });
    expect(shipment.errors).toEqual([expect.stringContaining("'recipient'"), expect.stringContaining("'parcel'")]);
    expect(trunkrs.validateRequest({ method: 'GET', path: '/label/abc/1', query: {}, headers: {}, body: undefined })).toEqual({
      operation: null,
      errors: ['GET /label/abc/1 staat niet in de specificatie'],
    });
    const barcode = postnl.validateRequest({
      method: 'GET', path: '/shipment/v1_1/barcode', query: { CustomerCode: 'DEVC', CustomerNumber: '11223344', Type: '3S', Extra: '1' }, headers: { apikey: 'k' }, body: undefined,
    });
    expect(barcode.errors).toEqual(['GET /shipment/v1_1/barcode: onbekende query-parameter Extra']);
    const status = postnl.validateRequest({ method: 'GET', path: '/shipment/v2/status/barcode/3SDEVC1', query: {}, headers: { apikey: 'k' }, body: undefined });
    expect(status).toEqual({ operation: 'GET /shipment/v2/status/barcode/{barcode}', errors: [] });
  });

  it("checks answers against the response schemas, and gives the specification's own examples", () => {
    expect(trunkrs.validateResponse('POST', '/shipments', 422, { code: 'DUPLICATE_ORDER_REFERENCE', reason: 'Order reference already used' })).toEqual([]);
    expect(trunkrs.validateResponse('POST', '/shipments', 422, { code: 'NOT_A_CODE', reason: 'x' })).toEqual([expect.stringContaining('must be equal to one of the allowed values')]);
    expect(trunkrs.validateResponse('POST', '/shipments', 500, {})).toEqual(['POST /shipments: antwoord 500 staat niet in de specificatie']);
    const label = postnl.example('POST', '/shipment/v2_2/label', 200) as { ResponseShipments: { Barcode: string }[] };
    expect(label.ResponseShipments[0].Barcode).toMatch(/^3S/);
    expect(postnl.example('GET', '/shipment/v1_1/barcode', 200)).toEqual({ Barcode: '3SDEVC903942795' });
    expect(postnl.example('GET', '/shipment/v1_1/barcode', 400)).toEqual({ errors: [{ ErrorMsg: 'Too many numbers in series', ErrorNumber: '8' }] });
  });

  it('records requests, reports violations on both sides, and can drop a connection', async () => {
    let calls = 0;
    fake = await startContractFake(trunkrs, {
      basePath: '/api/v2',
      respond: () => (++calls === 1 ? { status: 200, body: [] } : hangUp()),
    });
    const answer = await fetch(`${fake.url}/timeslots/?country=NL&postalCode=1015TK`, { headers: { 'x-api-key': 'k' } });
    expect(answer.status).toBe(200);
    expect(fake.requests[0]).toMatchObject({ operation: 'GET /timeslots/', query: { country: 'NL', postalCode: '1015TK' } });
    expect(fake.violations).toEqual([expect.stringMatching(/^antwoord van de test: GET \/timeslots\/ 200 must be object/)]);
    await expect(fetch(`${fake.url}/shipments/1`, { headers: { 'x-api-key': 'k' } })).rejects.toThrow();
    expect(fake.requests).toHaveLength(2);
  });
});
