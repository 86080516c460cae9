// The orders ticked on the current list page, for the bulk commands (issue 14). Only orders on the page can be in
// it: another folder, search or page starts afresh, and an order that leaves the list (live updates) leaves it.
import { proxy, ref } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { orderList } from './order-list.ts';

export const selection = proxy({
  /** Replaced, never edited in place, so a snapshot sees every change. */
  ids: ref(new Set<number>()),
  /** Where Shift+↑/↓ extend from, and what was selected before that range began. */
  anchor: null as { id: number; before: ReadonlySet<number> } | null,
});

/** The selected orders in the order the list shows them. Read for every command check: no page walk when empty. */
export const selectedOrderIds = (): number[] =>
  selection.ids.size === 0 ? [] : orderList.items.filter((item) => selection.ids.has(item.id)).map((item) => item.id);

function replace(ids: Iterable<number>) {
  selection.ids = ref(new Set(ids));
}

export function clearSelection() {
  if (selection.ids.size > 0) replace([]);
  selection.anchor = null;
}

/** Ticks or unticks one order; it becomes the anchor of a following extension. */
export function toggleSelected(id: number) {
  const ids = new Set(selection.ids);
  if (!ids.delete(id)) ids.add(id);
  replace(ids);
  selection.anchor = { id, before: ref(ids) };
}

export function selectAll() {
  replace(orderList.items.map((item) => item.id));
  selection.anchor = null;
}

/**
 * Selects the rows from the anchor to `toId`, keeping what was selected before the range began; moving back
 * shrinks the range again. Without an anchor on this page the range starts at `fromId`.
 */
export function extendSelection(fromId: number, toId: number) {
  const index = (id: number) => orderList.items.findIndex((item) => item.id === id);
  if (!selection.anchor || index(selection.anchor.id) < 0) selection.anchor = { id: fromId, before: ref(new Set(selection.ids)) };
  const [start, end] = [index(selection.anchor.id), index(toId)].sort((a, b) => a - b);
  if (start < 0) return;
  const range = orderList.items.slice(start, end + 1).map((item) => item.id);
  replace([...selection.anchor.before, ...range]);
}

/** Drops the orders no longer on the page. */
function keepListed() {
  const listed = new Set(orderList.items.map((item) => item.id));
  if ([...selection.ids].some((id) => !listed.has(id))) replace([...selection.ids].filter((id) => listed.has(id)));
}

const listIdentity = () => JSON.stringify(orderList.request);
let shownList = listIdentity();
// In sync: a bulk command run right after the list changed must not see the old page's orders.
subscribeKey(orderList, 'request', () => {
  if (listIdentity() === shownList) return;
  shownList = listIdentity();
  clearSelection();
}, true);
subscribeKey(orderList, 'items', keepListed, true);
