// Live PostNL against PostNL's own published specifications (Barcode, Shipment, Labelling, ShippingStatus): every
// request the adapter sends passes its operation's schema, the answers are the specifications' own examples and
// error shapes, and PostNL's own words reach staff. Live mode does not start without the shop's own contract.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CarrierRefusal, type CarrierAdapter } from '../../../src/server/carriers/adapter.ts';
import { createCarrierAdapters } from '../../../src/server/carriers/index.ts';
import { registrationFromStatus, stateFromStatus, type PostnlStatusResponse } from '../../../src/server/carriers/postnl/answer.ts';
import { live } from '../../../src/server/carriers/postnl/index.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { postnlDefaults } from '../../../src/shared/domain/carrier-forms/postnl.ts';
import { refusalOf } from '../../helpers/carrier-test-kit.ts';
import { POSTNL_ACCOUNT_ENV, postnlLiveSettings } from '../../helpers/postnl-account.ts';
import {
  BARCODE, LABEL, labelAnswer, POSTNL_CONTRACT, STATUS_BY_BARCODE, STATUS_BY_REFERENCE, startPostnlContractFake, type PostnlContractFake,
} from '../../helpers/postnl-contract-fake.ts';
import { printOrder } from '../../helpers/print-order.ts';

const order = printOrder();
const values = postnlDefaults(order);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** The order delivered in a week (a date PostNL is asked for), without e-mail or phone unless given. */
const orderFor = (recipient: Partial<typeof order.recipient> = {}) =>
  printOrder({ deliveryDate: inDays(7), recipient: { ...order.recipient, emailAddress: undefined, phoneNumber: undefined, ...recipient } });
let references = 0;
const freshReference = () => `5f0c2a1e-8d4b-4c39-9a57-${String((references += 1)).padStart(12, '0')}`;

describe('live PostNL against its published specifications', () => {
  let fake: PostnlContractFake;
  let postnl: CarrierAdapter;
  beforeAll(async () => {
    fake = await startPostnlContractFake();
    postnl = live({ ...postnlLiveSettings(fake.url, fake.apiKey), timeoutMs: 2_000 });
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.announced.length = 0;
  });
  afterAll(() => fake.close());

  it('reserves a barcode, announces the parcel with the shop as sender and keeps the label of the spec’s answer', async () => {
    const reference = freshReference();
    const reserved: string[] = [];
    const registration = await postnl.register({ order: orderFor(), values, reference, reserve: async (barcode) => void reserved.push(barcode) });

    expect(fake.violations).toEqual([]);
    expect(fake.requests.map((request) => request.operation)).toEqual([BARCODE, LABEL]);
    const [barcode] = reserved;
    expect(barcode).toMatch(/^3SDEVC\d{9}$/);
    expect(registration).toEqual({
      parcels: [{ barcode, trackingUrl: `https://jouw.postnl.nl/track-and-trace/${barcode}-NL-6711AB` }], carrierReference: barcode, labelReady: true,
    });
    const [label] = fake.calls(LABEL);
    expect(label.query).toEqual({ confirm: 'true' });
    expect(label.body).toMatchObject({
      Customer: {
        CustomerCode: 'DEVC', CustomerNumber: '11223344', CollectionLocation: '123456',
        Address: { AddressType: '02', CompanyName: 'Werkplaats Bloemen', Street: 'Bloemgracht', HouseNr: '12', HouseNrExt: 'a', Zipcode: '1015TK', City: 'Amsterdam', Countrycode: 'NL' },
      },
      Message: { Printertype: 'GraphicFile|PDF', MessageTimeStamp: expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/) },
    });
    const [shipment] = (label.body as { Shipments: Record<string, unknown>[] }).Shipments;
    expect(shipment).toEqual({
      Addresses: [{ AddressType: '01', Name: 'Anouk de Vries', Street: 'Kerkstraat', HouseNr: '12', HouseNrExt: 'a', Zipcode: '6711AB', City: 'Ede', Countrycode: 'NL' }],
      Barcode: barcode,
      Dimension: values.dimension,
      ProductCodeDelivery: '3085',
      Reference: reference.replace(/-/g, ''),
      CustomerOrderNumber: values.orderNumber,
      DeliveryDate: `${inDays(7).split('-').reverse().join('-')} 00:00:00`,
      Remark: values.remark,
    });

    const pdf = await postnl.label({ carrierReference: barcode, barcode, order });
    const content = (labelAnswer(barcode).ResponseShipments[0] as unknown as { Labels: { Content: string }[] }).Labels[0].Content;
    expect(pdf).toEqual(Buffer.from(content, 'base64'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fake.calls(LABEL)).toHaveLength(1);
  });

  it('sends the recipient’s e-mail and phone as a contact when the order has them, and leaves an expired delivery date out', async () => {
    const recipient = { ...order.recipient, emailAddress: 'anouk@voorbeeld.nl', phoneNumber: '06 1234 5678' };
    await postnl.register({ order: printOrder({ deliveryDate: '2026-01-05', recipient }), values, reference: freshReference() });
    expect(fake.violations).toEqual([]);
    const [shipment] = (fake.calls(LABEL)[0].body as { Shipments: Record<string, unknown>[] }).Shipments;
    expect(shipment.Contacts).toEqual([{ ContactType: '01', Email: 'anouk@voorbeeld.nl', TelNr: '0612345678' }]);
    expect(shipment).not.toHaveProperty('DeliveryDate');
  });

  it('makes the label again for a known barcode without announcing the parcel (confirm=false)', async () => {
    const restarted = live(postnlLiveSettings(fake.url, fake.apiKey));
    const pdf = await restarted.label({ carrierReference: '3SDEVC903942795', barcode: '3SDEVC903942795', order });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(fake.calls(LABEL).map((request) => request.query)).toEqual([{ confirm: 'false' }]);
    expect(fake.announced).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  it('reads the status by barcode, and finds a parcel by its reserved barcode or by our reference', async () => {
    const reference = freshReference();
    const { parcels: [{ barcode }] } = await postnl.register({ order: orderFor(), values, reference });
    // The spec's example: 'Shipment out for delivery' (phase 3, status 7) at 08-11-2022 10:13:20 Amsterdam time.
    expect(await postnl.status({ barcode, carrierReference: barcode }))
      .toEqual({ state: 'onderweg', detail: 'Shipment out for delivery', at: new Date('2022-11-08T09:13:20Z') });
    const found = { parcels: [{ barcode, trackingUrl: `https://jouw.postnl.nl/track-and-trace/${barcode}-NL-6711AB` }], carrierReference: barcode, labelReady: true };
    expect(await postnl.find(reference, barcode)).toEqual(found);
    expect(await postnl.find(reference)).toEqual(found);
    expect(await postnl.find(freshReference())).toBeNull();
    expect(await postnl.find(freshReference(), '3SDEVC000000001')).toBeNull();
    expect(fake.calls(STATUS_BY_REFERENCE)[0].query).toEqual({ customerCode: 'DEVC', customerNumber: '11223344' });
    expect(fake.calls(STATUS_BY_REFERENCE)[0].path).toBe(`/shipment/v2/status/reference/${reference.replace(/-/g, '')}`);
    expect(fake.calls(STATUS_BY_BARCODE)).toHaveLength(3);
    expect(fake.violations).toEqual([]);
  });

  it('reads PostNL’s own status example as published (one shipment as an object, empty fields as {})', () => {
    const [method, template] = STATUS_BY_BARCODE.split(' ');
    const published = POSTNL_CONTRACT.example(method, template, 200, 'Current status single shipment') as PostnlStatusResponse;
    expect(stateFromStatus(published)).toEqual({ state: 'onderweg', detail: 'Shipment out for delivery', at: new Date('2022-11-08T09:13:20Z') });
    expect(registrationFromStatus(published)?.parcels).toEqual([
      { barcode: '3SDEVC288882229', trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SDEVC288882229-NL-3571ZZ' },
    ]);
  });

  it('a time-out after PostNL accepted the label call: the retry finds the parcel by its reserved barcode, announced once', async () => {
    const reference = freshReference();
    let reserved: string | null = null;
    fake.failNext(LABEL, { acceptThenHangUp: true });
    const lost = await refusalOf(postnl.register({ order: orderFor(), values, reference, reserve: async (barcode) => void (reserved = barcode) }));
    expect(lost).toMatchObject({ message: 'PostNL is tijdelijk niet bereikbaar', retryable: true });
    expect(fake.announced.map((shipment) => shipment.Barcode)).toEqual([reserved]);

    // What register.ts does with a claim tried before: find, and only when PostNL has nothing, register again.
    const found = await postnl.find(reference, reserved);
    expect(found?.parcels[0].barcode).toBe(reserved);
    expect(fake.announced).toHaveLength(1);
    expect(fake.calls(BARCODE)).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });

  it('a retry PostNL has not seen announces the reserved barcode again: the same parcel, no new barcode', async () => {
    fake.failNext(LABEL, { answer: { status: 500, body: { fault: { faultstring: 'Internal error', detail: { errorcode: 'steps.servicecallout' } } } } });
    const reference = freshReference();
    let reserved: string | null = null;
    expect((await refusalOf(postnl.register({ order: orderFor(), values, reference, reserve: async (barcode) => void (reserved = barcode) }))).retryable).toBe(true);
    expect(await postnl.find(reference, reserved)).toBeNull();
    const registration = await postnl.register({ order: orderFor(), values, reference, reserved });
    expect(registration.parcels[0].barcode).toBe(reserved);
    expect(fake.calls(BARCODE)).toHaveLength(1);
    expect(fake.announced.map((shipment) => shipment.Barcode)).toEqual([reserved]);
    expect(fake.violations).toEqual([]);
  });

  describe('PostNL’s refusals in its own words', () => {
    const register = () => postnl.register({ order: orderFor(), values, reference: freshReference() });

    it('400 with Errors[].Description: the message, and a field error where it names a field of the form', async () => {
      fake.failNext(LABEL, { answer: { status: 400, body: { Errors: [{ Code: '6', Description: 'Weight cannot exceed 30000 grams' }] } } });
      const refusal = await refusalOf(register());
      expect(refusal).toEqual(new CarrierRefusal('PostNL: Weight cannot exceed 30000 grams', [
        { field: 'dimension.Weight', message: 'PostNL: Weight cannot exceed 30000 grams' },
      ]));
      expect(refusal.retryable).toBe(false);
      expect(fake.violations).toEqual([]);
    });

    it('200 with Errors in the shipment: an address error names the order’s address, and nothing is kept', async () => {
      fake.failNext(LABEL, {
        answer: {
          status: 200,
          body: { MergedLabels: [], ResponseShipments: [{ Barcode: '3SDEVC903942795', Errors: [{ Code: '1280102', Description: 'Incorrect address specified in AddressType 01' }], Warnings: [], Labels: [] }] },
        },
      });
      expect(await refusalOf(register())).toMatchObject({
        message: 'PostNL: Incorrect address specified in AddressType 01 (afleveradres: Kerkstraat 12a, 6711 AB Ede)', fieldErrors: [], retryable: false,
      });
      expect(fake.violations).toEqual([]);
    });

    it('the barcode service’s errors[].ErrorMsg (the spec’s example)', async () => {
      const [method, template] = BARCODE.split(' ');
      fake.failNext(BARCODE, { answer: { status: 400, body: POSTNL_CONTRACT.example(method, template, 400) ?? { errors: [{ ErrorMsg: 'Too many numbers in series', ErrorNumber: '8' }] } } });
      expect(await refusalOf(register())).toMatchObject({ message: 'PostNL: Too many numbers in series', retryable: false });
      expect(fake.calls(LABEL)).toEqual([]);
      expect(fake.violations).toEqual([]);
    });

    it('the status service’s fault', async () => {
      fake.failNext(STATUS_BY_BARCODE, { answer: { status: 400, body: { fault: { faultstring: 'Invalid barcode', detail: { errorcode: 'Validation Fault' } } } } });
      expect(await refusalOf(postnl.status({ barcode: '3SDEVC1', carrierReference: '3SDEVC1' }))).toMatchObject({ message: 'PostNL: Invalid barcode' });
      expect(fake.violations).toEqual([]);
    });

    it('401: our key; 429 and 500: retryable, nothing announced', async () => {
      const wrongKey = live({ ...postnlLiveSettings(fake.url, 'wrong'), timeoutMs: 2_000 });
      expect(await refusalOf(wrongKey.register({ order: orderFor(), values, reference: freshReference() })))
        .toMatchObject({ message: 'PostNL weigert onze sleutel', retryable: false });
      fake.failNext(BARCODE, { answer: { status: 429, body: { message: 'Too many requests. Rate limit exceeded!', http_status_code: 429 } } });
      expect(await refusalOf(register())).toMatchObject({ message: 'PostNL is tijdelijk niet bereikbaar', retryable: true });
      fake.failNext(LABEL, { answer: { status: 500, body: { fault: { faultstring: 'Internal error', detail: { errorcode: 'steps.servicecallout' } } } } });
      expect(await refusalOf(register())).toMatchObject({ message: 'PostNL is tijdelijk niet bereikbaar', retryable: true });
      expect(fake.announced).toEqual([]);
      expect(fake.violations).toEqual([]);
    });
  });
});

describe('live PostNL settings', () => {
  const liveEnv = { CARRIER_POSTNL_URL: 'https://api.postnl.nl', CARRIER_POSTNL_API_KEY: 'key' };

  it('does not start without the shop’s own customer codes and sender address, and names what is missing', () => {
    const left = ['CARRIER_POSTNL_CUSTOMER_NUMBER', 'CARRIER_POSTNL_SENDER_CITY'];
    const partial = Object.fromEntries(Object.entries(POSTNL_ACCOUNT_ENV).filter(([name]) => !left.includes(name)));
    expect(() => loadConfig({ ...liveEnv, ...partial })).toThrow(/CARRIER_POSTNL_CUSTOMER_NUMBER, CARRIER_POSTNL_SENDER_CITY ontbreekt/);
    expect(() => loadConfig(liveEnv)).toThrow(/CARRIER_POSTNL_CUSTOMER_CODE, CARRIER_POSTNL_CUSTOMER_NUMBER, CARRIER_POSTNL_COLLECTION_LOCATION/);
    expect(() => createCarrierAdapters({ timeoutMs: 1_000, live: { postnl: { baseUrl: liveEnv.CARRIER_POSTNL_URL, apiKey: 'key' } }, webhookSecrets: {} } as never))
      .toThrow(/PostNL live/);
  });

  it('takes the shop’s contract and sender from the environment; the sandbox needs none of it', () => {
    expect(loadConfig({ ...liveEnv, ...POSTNL_ACCOUNT_ENV }).carriers.live.postnl?.account).toEqual({
      customerCode: 'DEVC', customerNumber: '11223344', collectionLocation: '123456',
      sender: { name: 'Werkplaats Bloemen', street: 'Bloemgracht', houseNumber: '12-a', zipcode: '1015 TK', city: 'Amsterdam', countryCode: 'NL' },
    });
    expect(createCarrierAdapters(loadConfig({}).carriers).postnl.mode).toBe('sandbox');
  });
});
