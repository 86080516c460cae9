// The orders ticked for the bulk commands (issue 14). The ids stand on their own, apart from the list: an order that
// leaves the list (printed by 'A P', moved, processed) stays selected, on another folder or page too, so the next
// bulk command acts on it as well (issue 21). Only Esc (or unticking) takes orders out.
import { proxy, ref } from 'valtio';
import { orderList } from './order-list.ts';

export const selection = proxy({
  /** Replaced, never edited in place, so a snapshot sees every change. */
  ids: ref(new Set<number>()),
  /** Where Shift+↑/↓ extend from, and what was selected before that range began. */
  anchor: null as { id: number; before: ReadonlySet<number> } | null,
});

/**
 * The selected orders, those the list shows in its order, then those it no longer shows in the order they were
 * ticked. Read for every command check: no page walk when empty.
 */
export function selectedOrderIds(): number[] {
  if (selection.ids.size === 0) return [];
  const listed = orderList.items.filter((item) => selection.ids.has(item.id)).map((item) => item.id);
  const shown = new Set(listed);
  return [...listed, ...[...selection.ids].filter((id) => !shown.has(id))];
}

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
