/** Pages = total / pageSize rounded up (spec §2 pagination); an empty list still has page 1. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The page the list really shows: a page past the last one shows the last (the server clamps it too). */
export const shownPage = (page: number, total: number, pageSize: number) => Math.min(Math.max(1, page), pageCount(total, pageSize));

/** 'Getoond a - b van total' for one page; an empty list shows 0 - 0, and a never starts beyond the total. */
export function shownRange(page: number, pageSize: number, total: number): [number, number] {
  if (total === 0) return [0, 0];
  const shown = shownPage(page, total, pageSize);
  return [(shown - 1) * pageSize + 1, Math.min(shown * pageSize, total)];
}
