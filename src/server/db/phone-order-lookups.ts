// The phone-order form's look-ups (issue 24) over what the orders already know; indexes in migration 024.
import { HIDDEN_PRODUCT_IDS } from '../../shared/domain/constants.ts';
import { isDutchPostcode } from '../../shared/domain/field-rules.ts';
import type { KnownAddress, KnownCustomer, KnownProduct } from '../../shared/schema/phone-order.ts';
import type { Customer } from '../../shared/schema/order.ts';
import type { Db } from './database.ts';
import { escapeLike } from './search-filter.ts';

const MAX_MATCHES = 10;
/** The newest matching orders a customer search looks at: enough for 10 distinct customers, few enough to stay quick. */
const CUSTOMER_CANDIDATES = 500;
/** A trigram index narrows nothing shorter. */
const MIN_QUERY_LENGTH = 3;
/** A query of only these characters with 6 or more digits is a phone number. */
const PHONE_QUERY = /^\+?[\d\s()-]+$/;

const compactPostcode = (text: string) => text.replace(/\s+/g, '');

/**
 * At most 10 distinct customers (one per e-mail address, or per name and postcode without one), each as their newest
 * order holds them, newest first: by phone number from its start, else by name, e-mail address or postcode anywhere.
 */
export async function findCustomers(db: Db, query: string): Promise<KnownCustomer[]> {
  const q = query.trim().toLowerCase();
  if (q.length < MIN_QUERY_LENGTH) return [];
  const isPhone = PHONE_QUERY.test(q) && q.replace(/\D/g, '').length >= 6;
  const candidates = isPhone
    ? `SELECT id FROM orders WHERE deleted_at IS NULL AND phone_digits(customer ->> 'phoneNumber') LIKE phone_digits($1) || '%'`
    : `SELECT o.id FROM (SELECT id FROM order_search WHERE search_text LIKE $1 ORDER BY id DESC LIMIT ${CUSTOMER_CANDIDATES}) s
         JOIN orders o USING (id)
        WHERE lower(o.customer_name) LIKE $1 OR lower(o.customer_email) LIKE $1
           OR lower(replace(coalesce(o.customer -> 'address' ->> 'zipcode', ''), ' ', '')) LIKE $1`;
  const pattern = isPhone ? q : `%${escapeLike(/^\d{4}\s+[a-z]{2}$/.test(q) ? compactPostcode(q) : q)}%`;
  const { rows } = await db.query<{ customer: Customer; id: string }>(
    `SELECT customer, id FROM (
       SELECT DISTINCT ON (customer_key) o.customer, o.id
         FROM orders o, LATERAL (SELECT CASE WHEN o.customer_email <> '' THEN lower(o.customer_email)
           ELSE lower(o.customer_name) || '|' || upper(replace(coalesce(o.customer -> 'address' ->> 'zipcode', ''), ' ', ''))
           END AS customer_key) k
        WHERE o.id IN (${candidates} ORDER BY id DESC LIMIT ${CUSTOMER_CANDIDATES})
        ORDER BY customer_key, o.id DESC
     ) newest ORDER BY id DESC LIMIT ${MAX_MATCHES}`,
    [pattern],
  );
  return rows.map((row) => ({ ...row.customer, lastOrderId: Number(row.id) }));
}

/**
 * The street and city of a Dutch postcode from the newest order delivered there, at the same house number if one
 * was (a postcode can span two streets); null for an unknown or non-Dutch postcode.
 */
export async function findAddress(db: Db, zipcode: string, streetNumber: string): Promise<KnownAddress> {
  if (!isDutchPostcode(zipcode)) return null;
  const compact = compactPostcode(zipcode).toUpperCase();
  const spaced = `${compact.slice(0, 4)} ${compact.slice(4)}`;
  const { rows } = await db.query<{ street: string; city: string }>(
    `SELECT recipient -> 'address' ->> 'street' AS street, recipient -> 'address' ->> 'city' AS city
       FROM orders
      WHERE recipient_postcode IN ($1, $2) AND deleted_at IS NULL AND recipient -> 'address' ->> 'countryCode' = 'NL'
      ORDER BY (recipient -> 'address' ->> 'streetNumber' = $3) DESC, id DESC
      LIMIT 1`,
    [compact, spaced, streetNumber.trim()],
  );
  return rows[0] ?? null;
}

/** At most 10 products once sold whose title holds the query or whose number starts with it, by title. */
export async function findProducts(db: Db, query: string): Promise<KnownProduct[]> {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const { rows } = await db.query<{ productId: string; title: string; pricePerProduct: string }>(
    `SELECT product_id AS "productId", title, price_per_product AS "pricePerProduct"
       FROM sold_products
      WHERE (lower(title) LIKE $1 OR product_id::text LIKE $2) AND NOT product_id = ANY($3::bigint[])
      ORDER BY title, product_id
      LIMIT ${MAX_MATCHES}`,
    [`%${escapeLike(q)}%`, `${escapeLike(q)}%`, HIDDEN_PRODUCT_IDS],
  );
  return rows.map((row) => ({ productId: Number(row.productId), title: row.title, pricePerProduct: Number(row.pricePerProduct) }));
}
