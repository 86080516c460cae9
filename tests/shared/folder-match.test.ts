import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderCondition } from '../../src/server/db/folder-filter.ts';
import { isUnprocessed, listViewMatches, orderBelongsIn, workingDeliveryDate, type FolderFields } from '../../src/shared/domain/folder-match.ts';
import type { TagRef } from '../../src/shared/domain/constants.ts';

const order = (fields: Partial<FolderFields> = {}): FolderFields => ({
  treatment: 'Nieuw',
  tag: null,
  deliveryDate: '2026-06-10',
  activeTransporter: null,
  ...fields,
});
const at = (iso: string) => new Date(iso);

describe('working delivery date: 12:00 Amsterdam is the cut-off', () => {
  it.each([
    // Summer time (UTC+2).
    ['2026-06-10T09:59:00Z', '2026-06-10'],
    ['2026-06-10T10:00:00Z', '2026-06-11'],
    ['2026-06-10T21:59:59Z', '2026-06-11'],
    ['2026-06-10T22:00:00Z', '2026-06-11'],
    // Winter time (UTC+1).
    ['2026-01-10T10:59:00Z', '2026-01-10'],
    ['2026-01-10T11:00:00Z', '2026-01-11'],
    ['2026-01-10T22:59:59Z', '2026-01-11'],
    ['2026-01-10T23:00:00Z', '2026-01-11'],
    // 2026-03-29: clocks go 02:00 → 03:00; noon is 10:00 UTC, midnight before it 23:00 UTC.
    ['2026-03-28T22:59:59Z', '2026-03-29'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T00:59:59Z', '2026-03-29'],
    ['2026-03-29T01:00:00Z', '2026-03-29'],
    ['2026-03-29T09:59:00Z', '2026-03-29'],
    ['2026-03-29T10:00:00Z', '2026-03-30'],
    ['2026-03-29T21:59:59Z', '2026-03-30'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    // 2026-10-25: clocks go 03:00 → 02:00; midnight before it is 22:00 UTC, noon 11:00 UTC.
    ['2026-10-24T21:59:59Z', '2026-10-25'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T00:30:00Z', '2026-10-25'],
    ['2026-10-25T01:30:00Z', '2026-10-25'],
    ['2026-10-25T10:59:00Z', '2026-10-25'],
    ['2026-10-25T11:00:00Z', '2026-10-26'],
    ['2026-10-25T22:59:59Z', '2026-10-26'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('at %s it is %s', (instant, expected) => {
    expect(workingDeliveryDate(at(instant))).toBe(expected);
  });
});

describe('today, tomorrow and other', () => {
  const days = (deliveryDate: string, now: Date, fields: Partial<FolderFields> = {}) =>
    (['today', 'tomorrow', 'other'] as const).filter((folder) => orderBelongsIn(order({ deliveryDate, ...fields }), folder, now));

  it('before noon today is today', () => {
    const morning = at('2026-06-10T09:59:00Z');
    expect(days('2026-06-10', morning)).toEqual(['today']);
    expect(days('2026-06-11', morning)).toEqual(['tomorrow']);
    expect(days('2026-06-12', morning)).toEqual(['other']);
    expect(days('2026-06-09', morning)).toEqual(['other']);
  });

  it("from noon on, tomorrow's deliveries are today's work", () => {
    const noon = at('2026-06-10T10:00:00Z');
    expect(days('2026-06-10', noon)).toEqual(['other']);
    expect(days('2026-06-11', noon)).toEqual(['today']);
    expect(days('2026-06-12', noon)).toEqual(['tomorrow']);
  });

  it('at 11:59 and 12:00 local on the days the clocks change', () => {
    expect(days('2026-03-29', at('2026-03-29T09:59:00Z'))).toEqual(['today']);
    expect(days('2026-03-30', at('2026-03-29T09:59:00Z'))).toEqual(['tomorrow']);
    expect(days('2026-03-30', at('2026-03-29T10:00:00Z'))).toEqual(['today']);
    expect(days('2026-03-31', at('2026-03-29T10:00:00Z'))).toEqual(['tomorrow']);
    expect(days('2026-10-25', at('2026-10-25T10:59:00Z'))).toEqual(['today']);
    expect(days('2026-10-26', at('2026-10-25T10:59:00Z'))).toEqual(['tomorrow']);
    expect(days('2026-10-26', at('2026-10-25T11:00:00Z'))).toEqual(['today']);
    expect(days('2026-10-27', at('2026-10-25T11:00:00Z'))).toEqual(['tomorrow']);
  });

  it('holds only unprocessed orders', () => {
    const morning = at('2026-06-10T09:00:00Z');
    expect(days('2026-06-10', morning, { treatment: 'Geprint' })).toEqual([]);
    expect(days('2026-06-10', morning, { tag: { id: 7, title: 'Probleem' } })).toEqual([]);
  });
});

describe('several folders in one list', () => {
  const now = at('2026-06-10T09:00:00Z');

  it('matches when any folder matches', () => {
    expect(listViewMatches(order({ tag: { id: 7, title: 'x' } }), ['unprocessed', 7], now)).toBe(true);
    expect(listViewMatches(order({ treatment: 'Geprint' }), ['unprocessed', 7], now)).toBe(false);
  });

  it('holds every order without folders, like the server', () => {
    expect(listViewMatches(order({ treatment: 'Geprint', tag: { id: 3, title: 'x' } }), [], now)).toBe(true);
  });
});

describe('the server agrees on the folder tabs', () => {
  const today = '2026-06-10';
  const now = at('2026-06-10T13:00:00Z');
  const cases: FolderFields[] = [
    order(),
    order({ treatment: 'Geprint' }),
    order({ treatment: 'Verwerkt', deliveryDate: '2026-06-09' }),
    order({ deliveryDate: '2026-06-09' }),
    order({ deliveryDate: '2026-06-09', activeTransporter: 'postnl' }),
    order({ deliveryDate: '2026-06-09', treatment: 'Collega bloemist' }),
    order({ deliveryDate: '2026-06-09', treatment: 'Euroflorist' }),
    order({ deliveryDate: '2026-06-09', treatment: 'Afgehandeld' }),
    order({ tag: { id: 7, title: 'Probleem' } }),
    order({ tag: { id: 7, title: 'Probleem' }, deliveryDate: '2026-06-01' }),
    order({ tag: { id: 8, title: 'Wachten' }, treatment: 'Geprint' }),
    // 15:00 in Amsterdam: the working date is 2026-06-11.
    order({ deliveryDate: '2026-06-11' }),
    order({ deliveryDate: '2026-06-11', treatment: 'Geprint' }),
    order({ deliveryDate: '2026-06-11', tag: { id: 7, title: 'Probleem' } }),
    order({ deliveryDate: '2026-06-12' }),
    order({ deliveryDate: '2026-06-13' }),
  ];
  const folders: TagRef[][] = [
    ['unprocessed'], ['processed'], ['deliveryexpired'], [7], [7, 8], ['unprocessed', 8],
    ['today'], ['tomorrow'], ['other'], ['today', 'tomorrow'], ['today', 7],
  ];
  let db: PGlite;

  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`CREATE TABLE orders (id int, tag_id bigint, treatment text, active_transporter text, delivery_date date)`);
    for (const [id, item] of cases.entries()) {
      await db.query(`INSERT INTO orders VALUES ($1, $2, $3, $4, $5)`, [
        id, item.tag?.id ?? null, item.treatment, item.activeTransporter, item.deliveryDate,
      ]);
    }
  });
  afterAll(() => db.close());

  it.each(folders.map((tags) => [tags.join(','), tags] as const))('%s', async (_, tags) => {
    const params: unknown[] = [];
    const where = folderCondition(tags, (value) => `$${params.push(value)}`, today, now);
    const { rows } = await db.query<{ id: number }>(`SELECT id FROM orders o WHERE ${where} ORDER BY id`, params);
    const expected = cases.flatMap((item, id) => (listViewMatches(item, tags, now) ? [id] : []));
    expect(rows.map((row) => row.id)).toEqual(expected);
  });
});

it('counts only Nieuw as unprocessed', () => {
  expect(isUnprocessed('Nieuw')).toBe(true);
  expect(isUnprocessed('Geprint')).toBe(false);
});
