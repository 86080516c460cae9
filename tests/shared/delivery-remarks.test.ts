// Defaults of Dynalogic and ZorgeloosBezorgd, the three delivery remark texts, and the §5 field rules,
// which the send screens, the sandboxes and (as JSON schema) the server share.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { DELIVERY_REMARKS, deliveryRemark, deliveryRemarkKind } from '../../src/shared/domain/carrier-forms/delivery-remarks.ts';
import { dynalogicDefaults, dynalogicJsonSchema, dynalogicOrderKind, dynalogicRules } from '../../src/shared/domain/carrier-forms/dynalogic.ts';
import { earliestDeliveryDate, PARCEL_LIMITS, parcelFieldErrors, type FieldRules } from '../../src/shared/domain/carrier-forms/parcel-fields.ts';
import {
  zorgeloosBezorgdDefaults, zorgeloosBezorgdJsonSchema, zorgeloosBezorgdRules,
} from '../../src/shared/domain/carrier-forms/zorgeloosbezorgd.ts';
import { PARCEL_DEFAULTS } from '../../src/shared/domain/parcel-defaults.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const plain = { deliveryDate: '2026-12-10', deliveryDateTime: null, isMourning: false, isEveningDelivery: false };

describe('delivery remark (spec §9)', () => {
  it('asks for several neighbours on 24 December', () => {
    expect(deliveryRemarkKind({ ...plain, deliveryDate: '2026-12-24' })).toBe('christmasEve');
    expect(deliveryRemark({ ...plain, deliveryDate: '2027-12-24' })).toMatch(/meerdere buren/);
  });

  it('never sends mourning or timed deliveries to the neighbours, also on 24 December', () => {
    expect(deliveryRemarkKind({ ...plain, isMourning: true })).toBe('timed');
    expect(deliveryRemarkKind({ ...plain, deliveryDate: '2026-12-24', deliveryDateTime: 1_798_000_000 })).toBe('timed');
    expect(DELIVERY_REMARKS.timed).toMatch(/nooit bij de buren/);
  });

  it('otherwise asks for the neighbours and a card in the mailbox; a standalone parcel too', () => {
    expect(deliveryRemark(plain)).toBe(DELIVERY_REMARKS.standard);
    expect(deliveryRemark({ ...plain, deliveryDate: '2026-12-25' })).toBe(DELIVERY_REMARKS.standard);
    expect(deliveryRemark(null)).toBe(DELIVERY_REMARKS.standard);
    expect(DELIVERY_REMARKS.standard).toMatch(/buren.*kaartje in de brievenbus/);
  });

  it('fits every text in the remark field', () => {
    for (const text of Object.values(DELIVERY_REMARKS)) expect(text.length).toBeLessThanOrEqual(PARCEL_LIMITS.remark);
  });
});

describe('Dynalogic defaults (spec §9)', () => {
  it("is 'geen' unless mourning or timed (BOEKROUW) or evening (SEVERSAFL)", () => {
    expect(dynalogicOrderKind(plain)).toBe('geen');
    expect(dynalogicOrderKind({ ...plain, isMourning: true })).toBe('BOEKROUW');
    expect(dynalogicOrderKind({ ...plain, deliveryDateTime: 1_798_000_000 })).toBe('BOEKROUW');
    expect(dynalogicOrderKind({ ...plain, isEveningDelivery: true })).toBe('SEVERSAFL');
    expect(dynalogicOrderKind({ ...plain, isMourning: true, isEveningDelivery: true })).toBe('BOEKROUW');
  });

  it("starts with coli 1, the weight of the order's parcel kind, the remark and the recipient of the order", () => {
    const order = makeOrder({ deliveryDate: '2026-12-24' });
    expect(dynalogicDefaults(order, NOW)).toMatchObject({
      orderId: order.id, orderKind: 'geen', preferredDeliveryDate: '2026-12-24', coli: 1, weight: PARCEL_DEFAULTS.boeket.weightG / 1000,
      remark: DELIVERY_REMARKS.christmasEve, name: 'Iris Dijkstra', phone: '0570-600023',
    });
    expect(zorgeloosBezorgdDefaults(order, NOW)).toMatchObject({ orderId: order.id, coli: 1, remark: DELIVERY_REMARKS.christmasEve });
  });

  it('starts a parcel whose delivery date has passed today, and a standalone parcel today', () => {
    expect(earliestDeliveryDate({ deliveryDate: '2026-11-20' }, NOW)).toBe('2026-12-01');
    expect(dynalogicDefaults(null, NOW)).toMatchObject({ orderId: 0, preferredDeliveryDate: '2026-12-01', name: '' });
  });
});

const context = { earliestDate: '2026-12-10' };
const validZorgeloos = {
  orderId: 5, preferredDeliveryDate: '2026-12-10', preferredDeliveryTime: '09:00-13:00', coli: 2, name: 'Iris',
  remark: '', phone: '', companyName: '', emailAddress: '',
};

describe('field rules (spec §5)', () => {
  it('ZorgeloosBezorgd: date, time, coli and name are required', () => {
    const errors = parcelFieldErrors(zorgeloosBezorgdRules, { orderId: 5 }, context);
    expect(errors).toEqual(['preferredDeliveryDate', 'preferredDeliveryTime', 'coli', 'name'].map((field) => ({ field, message: 'Dit veld is vereist' })));
  });

  it('ZorgeloosBezorgd: coli max 5, texts at their limits', () => {
    const errors = parcelFieldErrors(
      zorgeloosBezorgdRules,
      { ...validZorgeloos, coli: 6, remark: 'x'.repeat(101), phone: '0'.repeat(16), emailAddress: `${'a'.repeat(45)}@ex.nl`, name: 'n'.repeat(101), companyName: 'c'.repeat(101) },
      context,
    );
    expect(Object.fromEntries(errors.map((error) => [error.field, error.message]))).toEqual({
      coli: 'Dit veld is te groot (max 5)',
      remark: 'Dit veld is te lang (max 100 karakters)',
      phone: 'Dit veld is te lang (max 15 karakters)',
      emailAddress: 'Dit veld is te lang (max 50 karakters)',
      name: 'Dit veld is te lang (max 100 karakters)',
      companyName: 'Dit veld is te lang (max 100 karakters)',
    });
    expect(parcelFieldErrors(zorgeloosBezorgdRules, validZorgeloos, context)).toEqual([]);
  });

  it("Dynalogic: date, time and a kind other than 'geen' are required; no date before the earliest", () => {
    const errors = parcelFieldErrors(dynalogicRules, { orderKind: 'geen', preferredDeliveryDate: '2026-12-09', preferredDeliveryTime: '' }, context);
    expect(errors).toEqual([
      { field: 'orderKind', message: 'Dit veld is vereist' },
      { field: 'preferredDeliveryDate', message: 'Kies 10-12-2026 of later' },
      { field: 'preferredDeliveryTime', message: 'Dit veld is vereist' },
    ]);
  });
});

describe('the JSON schemas say what the rules say', () => {
  const ajv = addFormats(new Ajv({ allErrors: true }));
  ajv.addKeyword('x-message');
  const fieldsInError = (schema: Record<string, unknown>, values: Record<string, unknown>) => {
    const validate = ajv.compile(schema);
    validate(values);
    return new Set((validate.errors ?? []).map((error) => (error.keyword === 'required' ? error.params.missingProperty : error.instancePath.slice(1))));
  };
  const check = (rules: FieldRules, schema: Record<string, unknown>, values: Record<string, unknown>) => {
    // The date's lower bound is the carrier's own check; ajv only knows the shape of a date.
    const rulesSay = new Set(parcelFieldErrors(rules, values, { earliestDate: '0000-01-01' }).map((error) => error.field));
    expect(fieldsInError(schema, values)).toEqual(rulesSay);
  };

  it.each([
    validZorgeloos,
    { ...validZorgeloos, coli: 6, emailAddress: 'geen-adres', phone: '0'.repeat(16) },
    { ...validZorgeloos, coli: 0, name: 'n'.repeat(101), preferredDeliveryDate: '10-12-2026' },
    { orderId: 0 },
  ])('ZorgeloosBezorgd %#', (values) => check(zorgeloosBezorgdRules, zorgeloosBezorgdJsonSchema(), values));

  it.each([
    { ...validZorgeloos, emailAddress: undefined, email: 'iris@example.nl', orderKind: 'BOEKDAG', weight: 3, fax: '' },
    { orderKind: 'geen', preferredDeliveryDate: '2026-12-10', preferredDeliveryTime: '18:00-22:00', weight: 31 },
    { orderKind: 'ONBEKEND', preferredDeliveryDate: '2026-12-10', preferredDeliveryTime: '18:00-22:00', coli: 2.5 },
  ])('Dynalogic %#', (values) => check(dynalogicRules, dynalogicJsonSchema(), JSON.parse(JSON.stringify(values))));
});
