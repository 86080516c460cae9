// Issue 22: a send screen starts with a real parcel of the order's kind, a location may set its own sizes, and the
// rules for those sizes (whole numbers within every carrier's limits) are the same for the form and the server.
import { describe, expect, it } from 'vitest';
import { dynalogicDefaults } from '../../src/shared/domain/carrier-forms/dynalogic.ts';
import { PARCEL_SIZE_LIMITS, parcelSizeErrors, withParcelSize } from '../../src/shared/domain/carrier-forms/parcel-size.ts';
import { POSTNL_LIMITS, postnlDefaults } from '../../src/shared/domain/carrier-forms/postnl.ts';
import { locationErrors } from '../../src/shared/domain/location-rules.ts';
import {
  ownParcelSizes, PARCEL_DEFAULTS, PARCEL_KINDS, PARCEL_SIZE_FIELDS, parcelKindOf, parcelSizeFor, parcelSizes, type ParcelSize,
} from '../../src/shared/domain/parcel-defaults.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';

const item = (title: string) => ({ productId: 1, title, quantity: 1, pricePerProduct: 10, price: 10 });
const orderOf = (titles: string[], isMourning = false): Order => makeOrder({ isMourning, orderItems: titles.map(item) });
const bigMourningPiece: ParcelSize = { lengthMm: 900, widthMm: 700, heightMm: 350, weightG: 7000 };

describe('parcel defaults per kind of product', () => {
  it('is a real parcel for every kind: whole numbers above 1 mm and 1 g, within every carrier\'s limits', () => {
    for (const kind of PARCEL_KINDS) {
      const size = PARCEL_DEFAULTS[kind];
      for (const field of PARCEL_SIZE_FIELDS) {
        expect(Number.isInteger(size[field])).toBe(true);
        expect(size[field]).toBeGreaterThan(10);
        expect(size[field]).toBeLessThanOrEqual(PARCEL_SIZE_LIMITS[field]);
      }
    }
    expect(parcelSizeErrors(PARCEL_DEFAULTS)).toEqual([]);
  });

  it.each([
    [['Rouwstuk Wit'], true, 'rouwwerk'],
    [['Boeket Zomerpracht', 'Chocolade Bonbons'], true, 'rouwwerk'],
    [['Orchidee Phalaenopsis wit'], false, 'plant'],
    [['Hortensia blauw in pot', 'Wenskaart'], false, 'plant'],
    [["Gerbera's geel"], false, 'boeket'],
    [['Knuffelbeer', 'Rode rozen (20 stuks)'], false, 'boeket'],
    [['Chocolade Bonbons', 'Wenskaart'], false, 'cadeau'],
    [[], false, 'boeket'],
  ])('takes the kind from the order: %j (mourning %s) is %s', (titles, isMourning, kind) => {
    expect(parcelKindOf(orderOf(titles, isMourning))).toBe(kind);
  });

  it("takes a location's own size for a kind it set, the table's for the others", () => {
    const own = { rouwwerk: bigMourningPiece };
    expect(parcelSizes(own)).toEqual({ ...PARCEL_DEFAULTS, rouwwerk: bigMourningPiece });
    expect(parcelSizeFor(orderOf(['Rouwstuk Wit'], true), own)).toEqual(bigMourningPiece);
    expect(parcelSizeFor(orderOf(['Orchidee Phalaenopsis wit']), own)).toEqual(PARCEL_DEFAULTS.plant);
    expect(parcelSizeFor(null, own)).toEqual(PARCEL_DEFAULTS.boeket);
  });

  it('keeps as a location\'s own only the sizes that differ from the table', () => {
    expect(ownParcelSizes(parcelSizes({ rouwwerk: bigMourningPiece }))).toEqual({ rouwwerk: bigMourningPiece });
    expect(ownParcelSizes(PARCEL_DEFAULTS)).toEqual({});
  });

  it('opens PostNL with the order\'s parcel in mm, grams and cm³, and Dynalogic with its weight in kg', () => {
    expect(postnlDefaults(orderOf(['Plantenbak Groen Geluk'])).dimension).toEqual({ Length: 400, Width: 400, Height: 550, Weight: 4000, Volume: 88_000 });
    expect(postnlDefaults(orderOf(['Boeket Lentegroet'])).dimension).not.toMatchObject({ Length: 1, Weight: 1 });
    expect(dynalogicDefaults(orderOf(['Rouwboeket Ingetogen'], true)).weight).toBe(5);
    expect(dynalogicDefaults(null).weight).toBe(2);
  });

  it("puts a location's size in the forms that ask one, and leaves the others alone", () => {
    const order = orderOf(['Rouwstuk Wit'], true);
    expect(withParcelSize('postnl', postnlDefaults(order), bigMourningPiece)).toMatchObject({
      dimension: { Length: 900, Width: 700, Height: 350, Weight: 7000, Volume: 220_500 }, remark: `Order: ${order.id}`,
    });
    expect(withParcelSize('dynalogic', dynalogicDefaults(order), bigMourningPiece)).toMatchObject({ weight: 7 });
    const redjepakketje = { coli: 1, remark: '' };
    expect(withParcelSize('redjepakketje', redjepakketje, bigMourningPiece)).toBe(redjepakketje);
  });
});

describe("a location's own parcel sizes", () => {
  const context = { features: [], printerIds: [] };
  const withSizes = (parcelDefaults: Record<string, Record<string, number>>) =>
    locationErrors({ name: 'Amsterdam', printers: { order: '_popup', card1: '_popup', card2: '_popup' }, parcelDefaults }, context);

  it('are whole numbers from 1 up to the smallest maximum of PostNL and Dynalogic, each message on its own field', () => {
    expect(PARCEL_SIZE_LIMITS).toEqual({ lengthMm: POSTNL_LIMITS.dimension.Length, widthMm: 780, heightMm: 580, weightG: 30_000 });
    expect(withSizes({ rouwwerk: bigMourningPiece })).toEqual([]);
    expect(withSizes({ rouwwerk: { lengthMm: 0, widthMm: 2.5, heightMm: 581, weightG: Number.NaN }, cadeau: { lengthMm: 380, widthMm: 265, heightMm: 32, weightG: 30_001 } })).toEqual([
      { field: 'parcelDefaults.rouwwerk.lengthMm', message: 'Waarde is te klein (min. 1)' },
      { field: 'parcelDefaults.rouwwerk.widthMm', message: 'Voer een geheel getal in' },
      { field: 'parcelDefaults.rouwwerk.heightMm', message: 'Waarde is te groot (max 580)' },
      { field: 'parcelDefaults.rouwwerk.weightG', message: 'Dit veld is vereist' },
      { field: 'parcelDefaults.cadeau.weightG', message: 'Waarde is te groot (max 30000)' },
    ]);
  });
});
