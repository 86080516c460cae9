import { setImmediate as nextTurn } from 'node:timers/promises';
import type { OrderList } from '../../shared/schema/order.ts';
import type { OrderRow } from '../db/order-columns.ts';
import { toListItem } from './mapper.ts';

/** From this many rows a list page counts as big: it waits its turn and is written out in slices. */
export const BIG_PAGE_ROWS = 1000;
const SLICE_ROWS = 500;

/**
 * The page as JSON text, `SLICE_ROWS` rows at a time with a turn of the event loop between slices, so other
 * requests are answered while a big page is encoded. toListItem makes exactly the OrderListItem of the schema.
 */
export async function encodeListPage(rows: OrderRow[], meta: OrderList['meta']): Promise<string> {
  const slices: string[] = [];
  for (let start = 0; start < rows.length; start += SLICE_ROWS) {
    slices.push(JSON.stringify(rows.slice(start, start + SLICE_ROWS).map(toListItem)).slice(1, -1));
    await nextTurn();
  }
  return `{"data":[${slices.filter(Boolean).join(',')}],"meta":${JSON.stringify(meta)}}`;
}
