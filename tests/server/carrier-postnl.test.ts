// PostNL: the sandbox behaves like PostNL's own (barcodes, tracking page, label, refusals in PostNL's words, status
// over time), and PostNL's phases and status codes map to our states. The live adapter: contracts/postnl-contract.test.ts.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { postnlDefaults, PostnlFields, postnlSchema } from '../../src/shared/domain/carrier-forms/postnl.ts';
import { schemaFieldErrors } from '../../src/shared/domain/schema-messages.ts';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import { sandbox } from '../../src/server/carriers/postnl/index.ts';
import { postnlTrackingState } from '../../src/server/carriers/postnl/status.ts';
import { refusalOf } from '../helpers/carrier-test-kit.ts';
import { pageOneBarcodes, pdfText } from '../helpers/pdf-tools.ts';
import { printOrder } from '../helpers/print-order.ts';

const HOUR = 3_600_000;
const order = printOrder();
const values = postnlDefaults(order);
const reference = '5f0c2a1e-8d4b-4c39-9a57-0e2d6b1f3c88';

describe('PostNL form', () => {
  it("starts with a mourning piece's real size and weight (issue 22, not 1 mm × 1 g) and the remark Order: {id}", async () => {
    const config = await sandbox({ now: () => new Date() }).config(order, {});
    expect(config.defaults).toEqual({
      orderNumber: 'WB-1234567',
      dimension: { Length: 700, Width: 700, Height: 300, Weight: 5000, Volume: 147_000 },
      remark: 'Order: 1234567',
    });
  });

  it('the schema the server checks and the form accept and refuse the same values, with the same words', () => {
    const check = new Ajv({ allErrors: true, strict: false }).compile(postnlSchema);
    const cases = [
      values,
      { ...values, remark: 'x'.repeat(101) },
      { ...values, orderNumber: '' },
      { ...values, dimension: { ...values.dimension, Weight: 31_501 } },
      { ...values, dimension: { ...values.dimension, Length: 0 } },
      { ...values, dimension: { ...values.dimension, Height: 1.5 } },
    ];
    for (const candidate of cases) {
      const [formError] = PostnlFields.validate(candidate);
      const accepted = check(candidate);
      expect(accepted).toBe(formError === undefined);
      if (accepted) continue;
      const [serverError] = schemaFieldErrors(check.errors!, postnlSchema);
      const [failure] = formError!.failures();
      expect(serverError).toEqual({ field: failure.path.join('.'), message: failure.message });
    }
  });
});

describe('PostNL sandbox', () => {
  let now = new Date('2026-11-23T09:00:00Z');
  const postnl = sandbox({ now: () => now });

  it('hands out a 3SDEVC barcode with its jouw.postnl.nl tracking page, the same one for the same reference', async () => {
    const registration = await postnl.register({ order, values, reference });
    const [parcel] = registration.parcels;
    expect(parcel.barcode).toMatch(BARCODE_PATTERNS.postnl);
    expect(parcel.trackingUrl).toBe(`https://jouw.postnl.nl/track-and-trace/${parcel.barcode}-NL-6711AB`);
    expect(await postnl.register({ order, values, reference })).toEqual(registration);
    expect(await postnl.find(reference)).toEqual(registration);
    expect(await postnl.find('0f0f0f0f-0000-4000-8000-000000000000')).toBeNull();

    const again = await postnl.register({ order, values, reference: '7a1d4e22-3b9c-4f10-8e6a-55c0d2b9a011' });
    expect(again.parcels[0].barcode).not.toBe(parcel.barcode);
  });

  it('prints a 10×15 label with the barcode readable', async () => {
    const registration = await postnl.register({ order, values, reference });
    const { barcode } = registration.parcels[0];
    const pdf = await postnl.label({ carrierReference: registration.carrierReference, barcode, order });
    expect(await pdfText(pdf)).toContain('Anouk de Vries');
    expect(await pageOneBarcodes(pdf)).toContain(barcode);
  });

  it('refuses what PostNL refuses, and fails on demand', async () => {
    const abroad = printOrder({ recipient: { ...order.recipient, address: { ...order.recipient.address, countryCode: 'BE', zipcode: '1000' } } });
    // PostNL's own words (ErrorCodes.md), as the live adapter shows them, with the order's address they are about.
    expect((await refusalOf(postnl.register({ order: abroad, values, reference: 'b1' }))).message)
      .toBe('PostNL: Only NL is allowed for AddressType 01 (afleveradres: Kerkstraat 12a, 1000 Ede)');
    const unknown = printOrder({ recipient: { ...order.recipient, address: { ...order.recipient.address, zipcode: '67 AB' } } });
    expect((await refusalOf(postnl.register({ order: unknown, values, reference: 'b5' }))).message)
      .toBe('PostNL: Incorrect address specified in AddressType 01 (afleveradres: Kerkstraat 12a, 67 AB Ede)');
    expect((await refusalOf(postnl.register({ order: null, values, reference: 'b2' }))).message).toMatch(/order/);

    const refused = await refusalOf(postnl.register({ order, values: { ...values, remark: 'Order #weiger' }, reference: 'b3' }));
    expect(refused.retryable).toBe(false);
    expect(refused.fieldErrors).toEqual([{ field: 'remark', message: 'Geweigerd door PostNL' }]);
    expect((await refusalOf(postnl.register({ order, values: { ...values, remark: '#storing' }, reference: 'b4' }))).retryable).toBe(true);
  });

  it('walks PostNL’s phases with time: voorgemeld, gesorteerd, in distributie, afgeleverd', async () => {
    now = new Date('2026-11-23T09:00:00Z');
    const { carrierReference, parcels } = await postnl.register({ order, values, reference: 'c1' });
    const statusAfter = async (hours: number) => {
      now = new Date(Date.parse('2026-11-23T09:00:00Z') + hours * HOUR);
      return postnl.status({ barcode: parcels[0].barcode, carrierReference });
    };
    expect(await statusAfter(0)).toEqual({ state: 'aangemeld', detail: 'Zending voorgemeld' });
    expect(await statusAfter(2)).toEqual({ state: 'onderweg', detail: 'Zending gesorteerd' });
    expect(await statusAfter(5)).toEqual({ state: 'onderweg', detail: 'Zending in distributieproces' });
    expect(await statusAfter(21)).toEqual({ state: 'bezorgd', detail: 'Zending afgeleverd' });
  });

  it('does not deliver to a postcode whose digits end in 99 (the sandbox’s documented failure)', async () => {
    now = new Date('2026-11-23T09:00:00Z');
    const unlucky = printOrder({ recipient: { ...order.recipient, address: { ...order.recipient.address, zipcode: '1099 AB' } } });
    const registration = await postnl.register({ order: unlucky, values, reference: 'd1' });
    // A new adapter (as after a restart) still knows where the parcel stands.
    const restarted = sandbox({ now: () => new Date(now.getTime() + 21 * HOUR) });
    expect(await restarted.status({ barcode: registration.parcels[0].barcode, carrierReference: registration.carrierReference }))
      .toEqual({ state: 'niet_bezorgd', detail: 'Zending niet afgeleverd' });
  });
});

describe('PostNL status mapping', () => {
  it.each([
    ['1', '1', 'aangemeld'],
    ['1', '2', 'onderweg'],
    ['1', '4', 'probleem'],
    ['2', '5', 'onderweg'],
    ['2', '16', 'probleem'],
    ['3', '7', 'onderweg'],
    ['3', '08', 'niet_bezorgd'],
    ['3', '17', 'probleem'],
    ['4', '11', 'bezorgd'],
    ['4', '12', 'niet_bezorgd'],
    ['4', '22', 'bezorgd'],
    ['99', '99', 'aangemeld'],
  ])('phase %s, status %s → %s', (PhaseCode, StatusCode, state) => {
    expect(postnlTrackingState({ PhaseCode, StatusCode, StatusDescription: 'x' }).state).toBe(state);
  });
});
