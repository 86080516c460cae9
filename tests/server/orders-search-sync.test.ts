import { afterEach, describe, expect, it } from 'vitest';
import { deleteAllOrders } from '../../src/server/db/demo-data.ts';
import { seedOrders } from '../../src/demo/orders.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

// The search reads its own tables (migration 014): what it finds, counts and orders, by word or by any other text,
// must be exactly what the orders' own search_text holds, also right after an edit, a bulk update, a delete and an
// undelete.
describe.each(databaseKinds)('order search in step with the orders on %s', (kind) => {
  const t = useTestApp(kind);

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = t.staff) =>
    t.app.inject({ method, url: `/gateway/api/workbench${url}`, payload, headers: bearer(token) });
  const search = async (q: string, page = 1, pageSize = 10_000) =>
    (await call('GET', `/order?q=${encodeURIComponent(q)}&page=${page}&pageSize=${pageSize}`)).json();
  const ids = async (q: string) => (await search(q)).data.map((item: { id: number }) => item.id);
  const sql = async <T>(text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows as T[];
  /** Every order that is not deleted and whose search text holds `text`, newest first (the search's order). */
  const expected = async (text: string) =>
    (await sql<{ id: number }>(
      `SELECT id::int FROM orders WHERE deleted_at IS NULL AND search_text LIKE '%' || $1 || '%' ORDER BY delivery_date DESC, id DESC`,
      [text],
    )).map((row) => row.id);
  /** The surname most customers have, at least six letters long so that its middle is a substring of three or more. */
  const commonSurname = async () =>
    (await sql<{ name: string }>(
      `SELECT lower(customer -> 'name' ->> 'lastName') AS name FROM orders
        WHERE deleted_at IS NULL AND length(customer -> 'name' ->> 'lastName') >= 6 GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
    ))[0].name;

  /**
   * Where a kept count per key (a word, a digit gram) differs from a plain count of the orders whose search text
   * `split` gives that key.
   */
  const countDrift = (table: string, key: string, split: string) =>
    sql<{ key: string; kept: number; counted: number }>(
      `WITH counted AS (SELECT k AS key, count(*)::int AS n FROM orders, ${split}(search_text) k WHERE deleted_at IS NULL GROUP BY k)
       SELECT coalesce(t.${key}, c.key) AS key, coalesce(t.orders, 0) AS kept, coalesce(c.n, 0) AS counted
         FROM ${table} t FULL JOIN counted c ON c.key = t.${key}
        WHERE coalesce(t.orders, 0) <> coalesce(c.n, 0)`,
    );

  // After every change below, the kept counts must be what a plain count of the orders' own search text says: the
  // words' (migration 025) give a one-word search its total, the digit grams' (migration 028) a three-digit one's.
  afterEach(async () => {
    expect(await countDrift('search_words', 'word', 'search_text_words')).toEqual([]);
    expect(await countDrift('search_digit_grams', 'gram', 'search_text_digit_grams')).toEqual([]);
    // The suffixes an address text is looked up in (migration 027): exactly those of the orders' own search text.
    const suffixDrift = await sql<{ suffix: string; order_id: string; kept: boolean }>(
      `WITH wanted AS (SELECT s.suffix, o.id AS order_id FROM orders o, search_text_at_suffixes(o.search_text) AS s(suffix)
                        WHERE o.deleted_at IS NULL)
       SELECT coalesce(k.suffix, w.suffix) AS suffix, coalesce(k.order_id, w.order_id) AS order_id, k.suffix IS NOT NULL AS kept
         FROM order_search_at_suffixes k FULL JOIN wanted w ON w.suffix = k.suffix AND w.order_id = k.order_id
        WHERE k.suffix IS NULL OR w.suffix IS NULL LIMIT 5`,
    );
    expect(suffixDrift).toEqual([]);
  });

  it("finds every order whose customer or recipient has a common surname, counted exactly, newest first", async () => {
    const surname = await commonSurname();
    const found = await search(surname);
    const want = await expected(surname);
    expect(found.data.map((item: { id: number }) => item.id)).toEqual(want);
    expect(found.meta.total).toBe(want.length);
    const [recipientOnly] = await sql<{ id: number }>(
      `SELECT id::int FROM orders WHERE deleted_at IS NULL AND lower(recipient_name) LIKE '%' || $1 || '%'
          AND lower(customer_name || customer_email) NOT LIKE '%' || $1 || '%' ORDER BY id LIMIT 1`,
      [surname],
    );
    expect(want).toContain(recipientOnly.id);
  });

  it('pages through the matches with the same exact total on every page', async () => {
    const surname = await commonSurname();
    const want = await expected(surname);
    const pageSize = 7;
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(want.length / pageSize) }, (_, index) => search(surname, index + 1, pageSize)),
    );
    expect(pages.flatMap((page) => page.data.map((item: { id: number }) => item.id))).toEqual(want);
    expect(pages.every((page) => page.meta.total === want.length)).toBe(true);
  });

  it('narrows a word search and a postcode search down to a folder', async () => {
    const surname = await commonSurname();
    const [{ postcode }] = await sql<{ postcode: string }>(
      `SELECT recipient_postcode AS postcode FROM orders WHERE deleted_at IS NULL AND tag_id IS NULL AND treatment = 'Nieuw'
        AND recipient_postcode LIKE '____ __' ORDER BY id LIMIT 1`,
    );
    for (const q of [surname, postcode]) {
      const found = (await call('GET', `/order?tags[]=unprocessed&q=${encodeURIComponent(q)}&pageSize=10000`)).json();
      const want = (await sql<{ id: number }>(
        `SELECT id::int FROM orders WHERE deleted_at IS NULL AND tag_id IS NULL AND treatment = 'Nieuw'
            AND search_text LIKE '%' || $1 || '%' ORDER BY delivery_date DESC, id DESC`,
        [q.toLowerCase().replace(' ', '')],
      )).map((row) => row.id);
      expect(want.length, `unprocessed orders with '${q}'`).toBeGreaterThan(0);
      expect(found.data.map((item: { id: number }) => item.id)).toEqual(want);
      expect(found.meta.total).toBe(want.length);
    }
  });

  it('counts a query that several words hold (a surname and the e-mail addresses made of it) once per order', async () => {
    // The most common such surname: which surnames the seed makes into e-mail addresses depends on the day it runs.
    const [{ surname, words }] = await sql<{ surname: string; words: number }>(
      `SELECT name AS surname, words FROM (
         SELECT name, orders, (SELECT count(*)::int FROM search_words w WHERE w.orders > 0 AND w.word LIKE '%' || name || '%') AS words
           FROM (SELECT lower(customer -> 'name' ->> 'lastName') AS name, count(*) AS orders FROM orders
                  WHERE deleted_at IS NULL AND length(customer -> 'name' ->> 'lastName') >= 6 GROUP BY 1) surnames) counted
        WHERE words > 1 ORDER BY orders DESC, name LIMIT 1`,
    );
    expect(words, `words holding '${surname}'`).toBeGreaterThan(1);
    const found = await search(surname, 1, 5);
    expect(found.meta).toEqual({ total: (await expected(surname)).length, page: 1, pageSize: 5 });
    expect(found.data.map((item: { id: number }) => item.id)).toEqual((await expected(surname)).slice(0, 5));
  });

  it('finds substrings from the middle of a surname and of an e-mail address', async () => {
    const surname = await commonSurname();
    const [{ email }] = await sql<{ email: string }>(
      `SELECT customer_email AS email FROM orders WHERE deleted_at IS NULL AND length(customer_email) > 12 ORDER BY id LIMIT 1`,
    );
    for (const part of [surname.slice(1, -1), email.slice(2, 9)]) {
      const want = await expected(part);
      expect(want.length, `orders with '${part}'`).toBeGreaterThan(0);
      expect(await ids(part), `search '${part}'`).toEqual(want);
    }
  });

  it('finds a whole e-mail address and a name of two words exactly as a plain scan does, after an edit too', async () => {
    const [{ id, version, email, name }] = await sql<{ id: number; version: number; email: string; name: string }>(
      `SELECT id::int, version, lower(customer_email) AS email, lower(recipient_name) AS name FROM orders
        WHERE deleted_at IS NULL AND customer_email ~ '^[a-z]{3,}\\.[a-z]{3,}' AND recipient_name ~ '^[A-Za-z]{3,} [A-Za-z]{3,}'
        ORDER BY id LIMIT 1`,
    );
    for (const q of [email, name, email.split('@')[0]]) {
      const want = await expected(q);
      expect(want, `orders with '${q}'`).toContain(id);
      const found = await search(q);
      expect(found.data.map((item: { id: number }) => item.id), `search '${q}'`).toEqual(want);
      expect(found.meta.total).toBe(want.length);
    }
    const edited = await call('PUT', `/order/${id}`, { version, customer: { emailAddress: 'xavier.quellinus@voorbeeld.example' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids('xavier.quellinus@voorbeeld.example')).toEqual([id]);
    expect(await ids(email)).toEqual(await expected(email));
  });

  it("reads an address's '_' and '%' as themselves, and finds an address inside a longer one", async () => {
    const [one, two] = await sql<{ id: number; version: number }>(`SELECT id::int, version FROM orders WHERE deleted_at IS NULL ORDER BY id LIMIT 2`);
    for (const [order, emailAddress] of [[one, 'an_de.vries@bloem-en-zo.example'], [two, 'jan%xde.vries@bloem-en-zo.example']] as const) {
      const edited = await call('PUT', `/order/${order.id}`, { version: order.version, customer: { emailAddress } });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    expect(await ids('an_de.vries@bloem')).toEqual([one.id]);
    expect(await ids('n%xde.vries@bloem-en-zo.example')).toEqual([two.id]);
    expect(await ids('de.vries@bloem-en-zo.example')).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(await ids('a%_de.vries@bloem')).toEqual([]);
  });

  it('finds texts of several common runs of letters (a domain, the end of an address) exactly as a plain scan does', async () => {
    // Such a text is looked for in the orders holding its rarest run and, when it is not much more common, its
    // second-rarest one too (search-filter.ts): that narrowing must never lose a match.
    const emails = (await sql<{ email: string }>(
      `SELECT DISTINCT lower(customer_email) AS email FROM orders
        WHERE deleted_at IS NULL AND customer_email ~ '^[a-z.]{6,}@[a-z]{3,}\.[a-z]{3,}$' ORDER BY 1 LIMIT 6`,
    )).map((row) => row.email);
    expect(emails.length).toBeGreaterThan(0);
    const domains = [...new Set(emails.map((email) => email.split('@')[1]))];
    // Cut inside a word at the start, at the end, at both (a run at an edge may be part of a longer word; one between
    // other characters is a whole word), and an address no one has.
    const texts = [
      ...domains,
      ...emails.flatMap((email) => [email.slice(3), email.slice(0, -4), email.slice(2, -2)]),
      ...emails.map((email) => email.replace('@', '@x')),
    ];
    for (const q of texts) {
      const want = await expected(q);
      const found = await search(q);
      expect(found.data.map((item: { id: number }) => item.id), `search '${q}'`).toEqual(want);
      expect(found.meta.total, `total of '${q}'`).toBe(want.length);
    }
  });

  it('finds an order by its new name right after an edit, and by the old one only where that still stands', async () => {
    const surname = await commonSurname();
    const [order] = await sql<{ id: number; version: number }>(
      `SELECT id::int, version FROM orders WHERE deleted_at IS NULL AND lower(customer -> 'name' ->> 'lastName') = $1
        ORDER BY id LIMIT 1`,
      [surname],
    );
    const edited = await call('PUT', `/order/${order.id}`, { version: order.version, customer: { name: { lastName: 'Zwanenburgh' } } });
    expect(edited.statusCode).toBe(200);
    expect(await ids('zwanenburgh')).toEqual([order.id]);
    expect(await ids(surname)).toEqual(await expected(surname));
  });

  it('orders the matches by a delivery date changed in one statement for many orders', async () => {
    const surname = await commonSurname();
    const want = await expected(surname);
    await sql(`UPDATE orders SET delivery_date = delivery_date + (id % 5)::int WHERE id = ANY($1::bigint[])`, [want]);
    const reordered = await expected(surname);
    expect(reordered).not.toEqual(want);
    expect(await ids(surname)).toEqual(reordered);
  });

  it('does not find a deleted order by number or name, and finds it again once it is undeleted', async () => {
    const [{ id, order_number: orderNumber, surname }] = await sql<{ id: number; order_number: string; surname: string }>(
      `SELECT id::int, order_number, lower(customer -> 'name' ->> 'lastName') AS surname FROM orders
        WHERE deleted_at IS NULL AND customer -> 'name' ->> 'lastName' ~ '^[A-Za-z]{3,}$' ORDER BY id DESC LIMIT 1`,
    );
    expect((await call('DELETE', `/order/${id}`, undefined, t.admin)).statusCode).toBe(200);
    const afterDelete = await search(orderNumber);
    expect(afterDelete.data).toEqual([]);
    expect(afterDelete.meta.total).toBe(0);
    expect(await ids(surname)).not.toContain(id);
    expect(await ids(surname)).toEqual(await expected(surname));
    expect((await call('POST', `/order/${id}/undelete`, undefined, t.admin)).statusCode).toBe(200);
    expect(await ids(orderNumber)).toEqual([id]);
    expect(await ids(surname)).toContain(id);
  });

  it('finds three digits as a ranked plain scan does and counts them exactly, through an edit, a delete and an undelete', async () => {
    /** As the search ranks a number: its own order, the numbers ending in it, the rest; each newest first. */
    const ranked = async (digits: string) =>
      (await sql<{ id: number }>(
        `SELECT id::int FROM orders WHERE deleted_at IS NULL AND search_text LIKE '%' || $1 || '%'
          ORDER BY CASE WHEN ltrim(order_number, 'BL0') = ltrim($1, '0') THEN 0 WHEN order_number LIKE '%' || $1 THEN 1 ELSE 2 END,
                   delivery_date DESC, id DESC`,
        [digits],
      )).map((row) => row.id);
    const [{ digits }] = await sql<{ digits: string }>(
      `SELECT right(order_number, 3) AS digits FROM orders WHERE deleted_at IS NULL
        ORDER BY (SELECT count(*) FROM orders x WHERE x.search_text LIKE '%' || right(orders.order_number, 3) || '%') DESC, id LIMIT 1`,
    );
    const check = async () => {
      const want = await ranked(digits);
      const found = await search(digits);
      expect(found.data.map((item: { id: number }) => item.id), `search '${digits}'`).toEqual(want);
      expect(found.meta.total).toBe(want.length);
    };
    await check();
    const [order] = await sql<{ id: number; version: number }>(
      `SELECT id::int, version FROM orders WHERE deleted_at IS NULL AND search_text NOT LIKE '%' || $1 || '%' ORDER BY id LIMIT 1`,
      [digits],
    );
    const edited = await call('PUT', `/order/${order.id}`, { version: order.version, customer: { emailAddress: `klant${digits}9@voorbeeld.example` } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await ids(digits)).toContain(order.id);
    await check();
    expect((await call('DELETE', `/order/${order.id}`, undefined, t.admin)).statusCode).toBe(200);
    expect(await ids(digits)).not.toContain(order.id);
    await check();
    expect((await call('POST', `/order/${order.id}/undelete`, undefined, t.admin)).statusCode).toBe(200);
    await check();
  });

  it('keeps every count exact when twenty edits of different orders land at once', async () => {
    const orders = await sql<{ id: number; version: number }>(
      `SELECT id::int, version FROM orders WHERE deleted_at IS NULL ORDER BY id DESC LIMIT 20`,
    );
    // Addresses whose digits share grams in different orders, so that the edits' count rows overlap.
    const edits = orders.map((order, index) =>
      call('PUT', `/order/${order.id}`, {
        version: order.version,
        customer: { emailAddress: `klant${String(987_654_321 - index * 123_456_789).replace('-', '')}@voorbeeld.example` },
      }));
    const answers = await Promise.all(edits);
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
  });

  // Last: it replaces the fixture's orders.
  it('starts over with the orders seeded after every order was removed (seed --fresh)', async () => {
    await deleteAllOrders(t.database.pool);
    const left = await t.database.pool.query(
      `SELECT (SELECT count(*) FROM order_day_counts) + (SELECT count(*) FROM folder_counts WHERE count > 0) AS n`,
    );
    expect(Number(left.rows[0].n)).toBe(0);
    await seedOrders(t.database.pool, { count: 120, seed: 3 });
    const surname = await commonSurname();
    const want = await expected(surname);
    expect(want.length).toBeGreaterThan(0);
    expect(await ids(surname)).toEqual(want);
    expect((await search(surname)).meta.total).toBe(want.length);
  });
});
