// Keeping the keyboard's place in the order list when the open order leaves it (moved to a folder, processed).

/** An order that left the visible page, where it stood, and the row that followed it then (null: it was last). */
export interface ListGap {
  id: number;
  index: number;
  nextId: number | null;
}

/**
 * The index of the row that now comes after the departed order: its old follower wherever that is now, or, when
 * the follower left too, whatever sits at the old index. `items.length` means the departed order was last.
 */
export function indexAfterGap(items: readonly { id: number }[], gap: ListGap): number {
  if (gap.nextId === null) return items.length;
  const follower = items.findIndex((item) => item.id === gap.nextId);
  return follower >= 0 ? follower : Math.min(gap.index, items.length);
}
