import { DAY_FOLDERS, PROBLEM_TAG_ID, type TagRef } from '../../shared/domain/constants.ts';

/** Which optional columns the order list shows for the current route and features. */
export interface ListColumns {
  status: boolean;
  removeFromFolder: boolean;
  /** Bedrag and Besteldatum: shown unless a narrow list pane has no room for them. */
  amount: boolean;
  orderDate: boolean;
  /** The columns a narrow pane left out: their values are in the row's tooltip. */
  leftOut: readonly OptionalColumn[];
}

/** What a narrow list pane gives up first, one column at a time (issue 21). */
const GIVEN_UP_FIRST = ['orderDate', 'amount', 'status'] as const;
type OptionalColumn = (typeof GIVEN_UP_FIRST)[number];

/** Views whose orders are all 'Nieuw': the unprocessed list and its split by delivery day. */
const UNPROCESSED_VIEWS: readonly TagRef[] = ['unprocessed', ...DAY_FOLDERS];
/** Views that hold only orders outside the numbered folders: no row there can have a remove-from-folder cross. */
const UNFOLDERED_VIEWS: readonly TagRef[] = [...UNPROCESSED_VIEWS, 'processed'];

/** In the unprocessed views Status says nothing (every order is 'Nieuw') — unless problem orders are mixed in. */
function showsStatusColumn(tags: readonly TagRef[]): boolean {
  return !tags.some((tag) => UNPROCESSED_VIEWS.includes(tag)) || tags.includes(PROBLEM_TAG_ID);
}

export function listColumns(route: { tags: readonly TagRef[]; query?: string }, statusFeatureOn: boolean): ListColumns {
  return {
    status: statusFeatureOn && showsStatusColumn(route.tags),
    removeFromFolder: !route.query && !(route.tags.length > 0 && route.tags.every((tag) => UNFOLDERED_VIEWS.includes(tag))),
    amount: true,
    orderDate: true,
    leftOut: [],
  };
}

/** A cell's padding left and right, in px (the CSS reads it as --order-cell-pad-x). */
export const CELL_PAD_X = 3;

/** The list font's measures in px: the grid's widths are in its ch and em. */
export interface ListFont {
  ch: number;
  em: number;
}

/** The widest customer name and status on the page, in px of the list font; 0 where not measured. */
export interface TextWidths {
  customer: number;
  status: number;
}

export const UNMEASURED: TextWidths = { customer: 0, status: 0 };

interface Track {
  css: string;
  /** The least room the column takes, in px. */
  min(font: ListFont): number;
}

const PAD = CELL_PAD_X * 2;
const px = (width: number): Track => ({ css: `${width}px`, min: () => width });
const em = (width: number): Track => ({ css: `${width}em`, min: (font) => width * font.em });
/** Numbers and dates, sized in `ch` of the list's own font (any font, any size): never cut. */
const digits = (count: number): Track => ({ css: `calc(${count}ch + ${PAD}px)`, min: (font) => count * font.ch + PAD });
/** Names and statuses: at least their header and, where measured, their widest value; they share the rest. */
function text(headerEm: number, share: number, widest: number): Track {
  const whole = widest > 0 ? Math.ceil(widest) + PAD : 0;
  return {
    css: `minmax(${whole > 0 ? `max(${headerEm}em, ${whole}px)` : `${headerEm}em`}, ${share}fr)`,
    min: (font) => Math.max(headerEm * font.em, whole),
  };
}

function tracks(columns: ListColumns, widest: TextWidths): Track[] {
  return [
    px(22), // the selection's checkbox, as narrow as the remove-from-folder cross
    em(2.4), // payment badge
    digits(10.4), // OrderNr: 'BLB0000090' whole
    em(2.6), // icons: two by two
    digits(10), // Leverdatum: DD-MM-YYYY
    text(8.2, 1, widest.customer), // Opdrachtgever
    columns.amount && digits(9), // Bedrag: '€ 1.234,56'
    columns.status && text(5.6, 0.5, widest.status), // Status: half the customer's room beyond its own
    columns.orderDate && digits(16), // Besteldatum: DD-MM-YYYY HH:mm
    columns.removeFromFolder && px(22),
  ].filter((track): track is Track => Boolean(track));
}

/** One CSS grid template shared by the header and every row, so the columns line up. */
export function gridTemplate(columns: ListColumns, widest: TextWidths = UNMEASURED): string {
  return tracks(columns, widest)
    .map((track) => track.css)
    .join(' ');
}

/**
 * The columns that fit `width` px whole, and their template: Besteldatum goes first, then Bedrag, then Status,
 * until every name and status on the page fits. Where even that is not enough, names are cut with an ellipsis (their
 * cells carry the whole name as a tooltip) rather than the list scrolling sideways.
 */
export function fitColumns(columns: ListColumns, width: number, font: ListFont, widest: TextWidths): { columns: ListColumns; template: string } {
  let shown = columns;
  for (const column of [undefined, ...GIVEN_UP_FIRST]) {
    if (column && shown[column]) shown = { ...shown, [column]: false, leftOut: [...shown.leftOut, column] };
    const needed = tracks(shown, widest).reduce((sum, track) => sum + track.min(font), 0);
    if (needed <= width) return { columns: shown, template: gridTemplate(shown, widest) };
  }
  return { columns: shown, template: gridTemplate(shown) };
}
