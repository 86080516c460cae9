// Trunkrs: its form's schema (the generic form is built from it), a sandbox with Trunkrs's numbers, tracking pages,
// time slots and cut-off, states over the slot's evening, and the mapping of Trunkrs's states to ours. The live API
// is checked against Trunkrs's own spec in tests/server/contracts/trunkrs-contract.test.ts.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { beforeEach, describe, expect, it } from 'vitest';
import { schemaFieldErrors } from '../../src/shared/domain/schema-messages.ts';
import type { CarrierAdapter } from '../../src/server/carriers/adapter.ts';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import { sandbox } from '../../src/server/carriers/trunkrs/index.ts';
import { trunkrsSchema, type TrunkrsValues } from '../../src/server/carriers/trunkrs/schema.ts';
import { TRUNKRS_STATES, trunkrsTrackingState } from '../../src/server/carriers/trunkrs/states.ts';
import { refusalOf } from '../helpers/carrier-test-kit.ts';
import { pageOneBarcodes, pdfText } from '../helpers/pdf-tools.ts';
import { printOrder } from '../helpers/print-order.ts';

// Monday 23 November 2026, 10:00 in Amsterdam.
const MONDAY_MORNING = new Date('2026-11-23T09:00:00Z');
const order = printOrder({ deliveryDate: '2026-11-24', isMourning: false });
const reference = '9c4e1d2a-7b3f-4a61-8d20-3e5f6a7b8c9d';
const check = addFormats.default(new Ajv({ allErrors: true, strict: false, coerceTypes: true, useDefaults: true })).compile(trunkrsSchema);

const configValues = async (adapter: CarrierAdapter, forOrder = order) =>
  (await adapter.config(forOrder, {})).defaults as unknown as TrunkrsValues;

describe('Trunkrs form', () => {
  const trunkrs = sandbox({ now: () => MONDAY_MORNING });

  it('starts from the order, with the slot of its delivery evening chosen among the open slots', async () => {
    const config = await trunkrs.config(order, {});
    expect(config.defaults).toMatchObject({
      reference: 'WB-1234567', name: 'Anouk de Vries', street: 'Kerkstraat', houseNumber: '12a', zipcode: '6711 AB', city: 'Ede',
      countryCode: 'NL', phone: '0612345678', deliveryDate: '2026-11-24', timeSlotId: 202611241, parcels: 1, weight: 1, allowNeighbours: true,
    });
    const slots = config.options.timeSlotId as { value: number; label: string }[];
    expect(slots[0]).toEqual({ value: 202611241, label: 'di 24 nov, 17:00–22:00 (aanmelden vóór 14:00)' });
    expect(config.options.countryCode).toEqual([{ value: 'NL', label: 'Nederland' }, { value: 'BE', label: 'België' }]);
    // No Sunday evening round.
    expect(slots.map((slot) => slot.value)).not.toContain(202611291);
    expect(check(structuredClone(config.defaults))).toBe(true);
  });

  it('starts a Belgian mobile number without its spaces, so the form’s own default fits the 15 characters', async () => {
    const belgian = { ...order, recipient: { ...order.recipient, phoneNumber: '+32 470 12 34 56' } };
    const config = await trunkrs.config(belgian, {});
    expect(config.defaults).toMatchObject({ phone: '+32470123456' });
    expect(check(structuredClone(config.defaults))).toBe(true);
  });

  it('offers the slots of another day when the form’s delivery date changes; mourning flowers stay off the neighbours', async () => {
    const config = await trunkrs.config(printOrder({ deliveryDate: '2026-11-24', isMourning: true }), { deliveryDate: '2026-11-26' });
    expect(config.defaults).toMatchObject({ deliveryDate: '2026-11-26', timeSlotId: 202611261, allowNeighbours: false });
  });

  it('starts a parcel without an order empty, for today, with the slots Trunkrs plans once the form names a postcode', async () => {
    const empty = await trunkrs.config(null, {});
    expect(empty.defaults).toEqual({ countryCode: 'NL', allowNeighbours: true, deliveryDate: '2026-11-23', timeSlotId: null, parcels: 1, weight: 1, remark: '' });
    expect(empty.options.timeSlotId).toEqual([]);
    expect((await trunkrs.config(null, { zipcode: '35' })).options.timeSlotId, 'half a postcode').toEqual([]);
    const withPostcode = await trunkrs.config(null, { zipcode: '3511 AA' });
    expect(withPostcode.defaults).toMatchObject({ deliveryDate: '2026-11-23', timeSlotId: 202611231 });
  });

  it('says in Dutch what is wrong, with the spec’s limits', async () => {
    const values = { ...(await configValues(trunkrs)), name: '', zipcode: '67 AB', parcels: 6, email: 'geen-adres', remark: 'x'.repeat(101), countryCode: 'DE' };
    expect(check(values)).toBe(false);
    expect(schemaFieldErrors(check.errors!, trunkrsSchema)).toEqual(expect.arrayContaining([
      { field: 'name', message: 'Dit veld is vereist' },
      { field: 'zipcode', message: 'Dit is geen geldige postcode' },
      { field: 'parcels', message: 'Waarde is te groot (max 5)' },
      { field: 'email', message: 'Voer een geldig e-mailadres in.' },
      { field: 'remark', message: 'Dit veld is te lang (max 100 karakters)' },
      { field: 'countryCode', message: 'Trunkrs bezorgt alleen in Nederland en België' },
    ]));
    const { timeSlotId: _slot, ...withoutSlot } = await configValues(trunkrs);
    expect(check(withoutSlot)).toBe(false);
    expect(schemaFieldErrors(check.errors!, trunkrsSchema)).toEqual([{ field: 'timeSlotId', message: 'Dit veld is vereist' }]);
  });
});

describe('Trunkrs sandbox', () => {
  let now = MONDAY_MORNING;
  const trunkrs = sandbox({ now: () => now });
  beforeEach(() => {
    now = MONDAY_MORNING;
  });

  it('hands out a Trunkrs number with its tracking page, the same one for the same reference', async () => {
    const values = await configValues(trunkrs);
    const registration = await trunkrs.register({ order, values: { ...values }, reference });
    const [parcel] = registration.parcels;
    expect(parcel.barcode).toMatch(BARCODE_PATTERNS.trunkrs);
    expect(parcel.trackingUrl).toBe(`https://parcel.trunkrs.nl/${parcel.barcode}/6711AB`);
    expect(await trunkrs.register({ order, values: { ...values }, reference })).toEqual(registration);
    expect(await trunkrs.find(reference)).toEqual(registration);
    expect(await trunkrs.find('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('refuses a slot whose registration closed at 14:00, and a slot before the order’s delivery date', async () => {
    const values = await configValues(trunkrs, printOrder({ deliveryDate: '2026-11-23' }));
    now = new Date('2026-11-23T13:30:00Z');
    const late = await refusalOf(trunkrs.register({ order: printOrder({ deliveryDate: '2026-11-23' }), values: { ...values }, reference: 'late' }));
    expect(late.message).toBe('Trunkrs: De tijd om vandaag aan te melden is voorbij');
    expect(late.fieldErrors).toEqual([{ field: 'timeSlotId', message: 'Trunkrs: De tijd om vandaag aan te melden is voorbij' }]);

    now = MONDAY_MORNING;
    const early = await refusalOf(trunkrs.register({ order: printOrder({ deliveryDate: '2026-11-25' }), values: { ...values }, reference: 'early' }));
    expect(early.fieldErrors).toEqual([{ field: 'timeSlotId', message: 'Trunkrs: Dit tijdvak ligt vóór de leverdatum van de order' }]);
  });

  it('refuses and fails on demand', async () => {
    const values = await configValues(trunkrs);
    expect((await refusalOf(trunkrs.register({ order, values: { ...values, remark: '#weiger' }, reference: 'w' }))).retryable).toBe(false);
    expect((await refusalOf(trunkrs.register({ order, values: { ...values, remark: '#storing' }, reference: 's' }))).retryable).toBe(true);
  });

  it('registers a parcel without an order and prints its recipient on the label', async () => {
    const values = {
      ...(await trunkrs.config(null, { zipcode: '3511 AA' })).defaults,
      reference: 'Losse doos', name: 'Bram Bos', street: 'Laan', houseNumber: '3', zipcode: '3511 AA', city: 'Utrecht',
    };
    const registration = await trunkrs.register({ order: null, values, reference: 'standalone' });
    const { barcode } = registration.parcels[0];
    const pdf = await trunkrs.label({ carrierReference: registration.carrierReference, barcode, order: null });
    expect(await pdfText(pdf)).toContain('Bram Bos');
    expect(await pageOneBarcodes(pdf)).toContain(barcode);
  });

  it('follows the slot’s evening: received, sorted after collection, with the driver from 17:00, delivered after 19:00', async () => {
    const values = await configValues(trunkrs, printOrder({ deliveryDate: '2026-11-23' }));
    const forZip = async (zipcode: string, ref: string) =>
      trunkrs.register({ order: printOrder({ deliveryDate: '2026-11-23' }), values: { ...values, zipcode }, reference: ref });
    const parcel = await forZip('6711 AB', 'evening');
    const statusAt = async (iso: string, registration = parcel) => {
      now = new Date(iso);
      return (await trunkrs.status({ barcode: registration.parcels[0].barcode, carrierReference: registration.carrierReference })).state;
    };
    expect(await statusAt('2026-11-23T12:00:00Z')).toBe('aangemeld');
    expect(await statusAt('2026-11-23T14:00:00Z')).toBe('onderweg');
    expect(await statusAt('2026-11-23T16:30:00Z')).toBe('onderweg');
    expect(await statusAt('2026-11-23T19:00:00Z')).toBe('bezorgd');

    now = MONDAY_MORNING;
    const missed = await forZip('1099 AB', 'missed');
    const neighbours = await forZip('1098 AB', 'neighbours');
    expect(await statusAt('2026-11-23T19:00:00Z', missed)).toBe('niet_bezorgd');
    expect(await statusAt('2026-11-23T19:00:00Z', neighbours)).toBe('bij_de_buren');
  });
});

describe('Trunkrs states', () => {
  it.each([
    ['DATA_RECEIVED', 'aangemeld'],
    ['DATA_PROCESSED', 'aangemeld'],
    ['SHIPMENT_SORTED', 'onderweg'],
    ['SHIPMENT_SORTED_AT_SUB_DEPOT', 'onderweg'],
    ['SHIPMENT_ACCEPTED_BY_DRIVER', 'onderweg'],
    ['SHIPMENT_DELIVERED', 'bezorgd'],
    ['SHIPMENT_DELIVERED_TO_NEIGHBOR', 'bij_de_buren'],
    ['SHIPMENT_NOT_DELIVERED', 'niet_bezorgd'],
    ['EXCEPTION_SHIPMENT_LOST', 'probleem'],
    ['EXCEPTION_SHIPMENT_SOMETHING_NEW', 'probleem'],
    ['SHIPMENT_RETURNED_TO_SENDER', 'retour'],
  ])('%s → %s', (code, state) => {
    expect(trunkrsTrackingState(code).state).toBe(state);
  });

  it('names every known state in Dutch', () => {
    for (const { detail } of Object.values(TRUNKRS_STATES)) expect(detail).not.toMatch(/[A-Z]{2,}_/);
  });
});
