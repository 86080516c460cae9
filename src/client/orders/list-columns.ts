import { DAY_FOLDERS, PROBLEM_TAG_ID, type TagRef } from '../../shared/domain/constants.ts';

/** Which optional columns the order list shows for the current route and features. */
export interface ListColumns {
  status: boolean;
  removeFromFolder: boolean;
}

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
  };
}

/**
 * One CSS grid template shared by the header and every row, so the columns line up. Numbers and dates are sized in
 * `ch` of the list's own font (any font, any size: they are never cut); the customer name gives way first.
 */
export function gridTemplate(columns: ListColumns): string {
  const pad = 'var(--order-cell-pad-x) * 2';
  return [
    '22px', // the selection's checkbox, as narrow as the remove-from-folder cross
    '2.4em', // payment badge
    `calc(10.4ch + ${pad})`, // OrderNr: 'BLB0000090' whole
    '2.6em', // icons: two by two
    `calc(10ch + ${pad})`, // Leverdatum: DD-MM-YYYY
    'minmax(8.2em, 1fr)', // Opdrachtgever: at least its header
    `calc(9ch + ${pad})`, // Bedrag: '€ 1.234,56'
    columns.status ? 'minmax(5.6em, 0.5fr)' : '', // Status: 'Verwerkt' always, half the customer's room beyond
    `calc(16ch + ${pad})`, // Besteldatum: DD-MM-YYYY HH:mm
    columns.removeFromFolder ? '22px' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
