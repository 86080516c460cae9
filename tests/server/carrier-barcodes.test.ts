import { describe, expect, it } from 'vitest';
import { CARRIERS } from '../../src/shared/domain/constants.ts';
import { BARCODE_PATTERNS, carrierBarcode } from '../../src/server/carriers/barcodes.ts';

const amsterdam = { zipcode: '1017 ab', countryCode: 'NL' };
const ids = [1, 42, 10_000_123, 999_999_999];

describe('carrier barcodes', () => {
  it.each(CARRIERS)('%s: every code has the carrier’s shape and differs per order', (carrier) => {
    const codes = ids.map((id) => carrierBarcode(carrier, id, amsterdam).code);
    for (const code of codes) expect(code).toMatch(BARCODE_PATTERNS[carrier]);
    expect(new Set(codes).size).toBe(ids.length);
  });

  it('gives the tracking pages with the code and, where the carrier asks for it, the postcode', () => {
    expect(carrierBarcode('postnl', 42, amsterdam)).toEqual({
      code: '3SDEVC000332598',
      url: 'https://jouw.postnl.nl/track-and-trace/3SDEVC000332598-NL-1017AB',
    });
    expect(carrierBarcode('dynalogic', 42, amsterdam).url).toMatch(
      /^https:\/\/tracking\.dynalogic\.eu\/ordernumber\/4\d{9}\/zipcode\/1017AB$/,
    );
    expect(carrierBarcode('trunkrs', 42, amsterdam).url).toMatch(/^https:\/\/parcel\.trunkrs\.nl\/\d{9}\/1017AB$/);
    expect(carrierBarcode('redjepakketje', 42, amsterdam).url).toMatch(/^https:\/\/track\.redjepakketje\.nl\/RJP/);
    expect(carrierBarcode('regio', 42, amsterdam)).toEqual({ code: 'REG42', url: null });
  });
});
