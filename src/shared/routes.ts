// The order route grammar of spec §2 "Order route shape": after /order, optional segments in this order:
// t[{tags}] or g[{plan group}], q[{query}], p[{page}], a numeric order id, then an action. One pure pair: parse and format.
import { SPECIAL_TAGS, type TagRef } from './domain/constants.ts';
import { parsePlanGroupKey } from './domain/day-plan.ts';
import { SPECIAL_FOLDERS } from './domain/special-folders.ts';

export const ORDER_ACTIONS = [
  'addPhoto', 'attachments', 'viewFlorist', 'sendToColleague', 'sendToEuroFloristEmail', 'sendToDynalogic',
  'sendToPostnl', 'sendToZorgeloosBezorgd', 'sendToRedjepakketje', 'sendToTrunkrs', 'sendToReviva', 'sendToRegio',
] as const;

export interface OrderRoute {
  tags: TagRef[];
  /** A group of the day's plan ('today.morning.postnl', domain/day-plan.ts) instead of a folder. */
  group?: string;
  /** Undefined when the address has no q[] segment; '' is an empty search. */
  query?: string;
  page?: number;
  /** An order id, or 'create' for the create-order form. */
  id?: number | 'create';
  /** addPhoto, viewFlorist, sendTo{Carrier}, … (any sendTo* is accepted: the generic carrier form). */
  action?: string;
}

const SEGMENT = /^([gtqp])\[(.*)\]$/s;
// A plan group stands where the folder would: g[…] and t[…] take the same place.
const SEGMENT_PLACES: Readonly<Record<string, number>> = { g: 0, t: 0, q: 1, p: 2 };

function parseTagList(text: string): TagRef[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .map((tag) => (/^\d+$/.test(tag) ? Number(tag) : (tag as TagRef)));
}

const isAction = (segment: string) => (ORDER_ACTIONS as readonly string[]).includes(segment) || /^sendTo[A-Z]\w*$/.test(segment);

/**
 * Reads an order address (`/order/t[unprocessed]/p[2]/10000123/viewFlorist`, encoded or not).
 * Returns null for an address that is not an order route, so the caller can redirect.
 */
export function parseOrderRoute(path: string): OrderRoute | null {
  const clean = path.split(/[?#]/)[0].replace(/\/+$/, '');
  if (clean !== '/order' && !clean.startsWith('/order/')) return null;
  const segments = clean
    .slice('/order'.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const route: OrderRoute = { tags: [] };
  let position = 0;
  for (const [index, segment] of segments.entries()) {
    const bracket = SEGMENT.exec(segment);
    if (bracket && route.id === undefined) {
      const at = SEGMENT_PLACES[bracket[1]];
      if (at < position) return null;
      position = at + 1;
      if (bracket[1] === 't') route.tags = parseTagList(bracket[2]);
      if (bracket[1] === 'g') {
        if (!parsePlanGroupKey(bracket[2])) return null;
        route.group = bracket[2];
      }
      if (bracket[1] === 'q') route.query = bracket[2];
      if (bracket[1] === 'p') {
        const page = Number(bracket[2]);
        if (!Number.isInteger(page) || page < 1) return null;
        route.page = page;
      }
    } else if (route.id === undefined && (/^\d{1,12}$/.test(segment) || segment === 'create')) {
      route.id = segment === 'create' ? 'create' : Number(segment);
    } else if (route.id !== undefined && route.action === undefined && isAction(segment) && index === segments.length - 1) {
      route.action = segment;
    } else {
      return null;
    }
  }
  return route;
}

/** Writes an order address; the inverse of parseOrderRoute. Brackets and commas stay readable. */
export function formatOrderRoute(route: OrderRoute): string {
  const parts = ['/order'];
  if (route.group !== undefined) parts.push(`g[${route.group}]`);
  else if (route.tags.length) parts.push(`t[${route.tags.join(',')}]`);
  if (route.query !== undefined) parts.push(`q[${encodeQuery(route.query)}]`);
  if (route.page !== undefined) parts.push(`p[${route.page}]`);
  if (route.id !== undefined) parts.push(String(route.id));
  if (route.id !== undefined && route.action) parts.push(route.action);
  return parts.join('/');
}

// A search may hold any character; only what would break the path is escaped.
function encodeQuery(query: string): string {
  return query.replace(/[%/?#\]]/g, (char) => encodeURIComponent(char));
}

export const isSpecialTag = (tag: TagRef): tag is (typeof SPECIAL_TAGS)[number] =>
  (SPECIAL_TAGS as readonly TagRef[]).includes(tag);

export const UNPROCESSED_ROUTE = SPECIAL_FOLDERS.unprocessed.route;
