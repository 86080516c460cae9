// The widths of side-by-side panes, in percent of their row, and how a border between two of them moves. Kept per set
// of panes in the browser, so the layout with the action panel and the one without each come back as left.

export interface PaneLimits {
  id: string;
  /** Narrowest width, in percent. */
  min: number;
  /** Width when nothing is remembered; panes without one share what the others leave. */
  initial?: number;
}

const storageKey = (id: string, panes: readonly PaneLimits[]) => `${id}:${panes.map((pane) => pane.id).join(',')}`;

function fits(layout: unknown, panes: readonly PaneLimits[]): layout is number[] {
  if (!Array.isArray(layout) || layout.length !== panes.length) return false;
  const sum = layout.reduce((total: number, size) => total + (typeof size === 'number' ? size : NaN), 0);
  return Math.abs(sum - 100) < 0.5 && layout.every((size, index) => size >= panes[index].min - 0.01);
}

/** The remembered widths if they still fit these panes, else each pane's initial width and an equal share of the rest. */
export function startingLayout(id: string, panes: readonly PaneLimits[]): number[] {
  try {
    const remembered: unknown = JSON.parse(localStorage.getItem(storageKey(id, panes)) ?? 'null');
    if (fits(remembered, panes)) return remembered;
  } catch {
    // An unreadable entry is as good as none.
  }
  const given = panes.reduce((total, pane) => total + (pane.initial ?? 0), 0);
  const open = panes.filter((pane) => pane.initial === undefined).length;
  return panes.map((pane) => pane.initial ?? (100 - given) / open);
}

export function rememberLayout(id: string, panes: readonly PaneLimits[], layout: readonly number[]) {
  try {
    localStorage.setItem(storageKey(id, panes), JSON.stringify(layout));
  } catch {
    // A full or blocked storage only means the widths are not kept.
  }
}

/** The range the border after pane `index` can put that pane's width in: both neighbours keep their minimum. */
export function borderRange(layout: readonly number[], panes: readonly PaneLimits[], index: number) {
  const pair = layout[index] + layout[index + 1];
  return { min: panes[index].min, max: pair - panes[index + 1].min };
}

/** The layout with the border after pane `index` moved so that pane is `width` wide, within its range. */
export function moveBorder(layout: readonly number[], panes: readonly PaneLimits[], index: number, width: number): number[] {
  const { min, max } = borderRange(layout, panes, index);
  const pair = layout[index] + layout[index + 1];
  const left = Math.min(max, Math.max(min, width));
  return layout.map((size, at) => (at === index ? left : at === index + 1 ? pair - left : size));
}
