import { DAY_FOLDERS, PROBLEM_TAG_ID, type TagRef } from '../../shared/domain/constants.ts';

/** Which optional columns the order list shows for the current route and features. */
export interface ListColumns {
  status: boolean;
  removeFromFolder: boolean;
}

/** Views whose orders are all 'Nieuw': the unprocessed list and its split by delivery day. */
const UNPROCESSED_VIEWS: readonly TagRef[] = ['unprocessed', ...DAY_FOLDERS];

/** In the unprocessed views Status says nothing (every order is 'Nieuw') — unless problem orders are mixed in. */
function showsStatusColumn(tags: readonly TagRef[]): boolean {
  return !tags.some((tag) => UNPROCESSED_VIEWS.includes(tag)) || tags.includes(PROBLEM_TAG_ID);
}

export function listColumns(route: { tags: readonly TagRef[]; query?: string }, statusFeatureOn: boolean): ListColumns {
  return {
    status: statusFeatureOn && showsStatusColumn(route.tags),
    removeFromFolder: !route.query,
  };
}

/** One CSS grid template shared by the header and every row, so the columns line up. */
export function gridTemplate(columns: ListColumns): string {
  return [
    '1.8rem', // payment
    '7rem', // OrderNr: 'BLB0000090' whole
    '4.3rem', // icons: room for four
    '6.6rem', // Leverdatum
    'minmax(6rem, 1fr)', // Opdrachtgever
    '5.4rem', // Bedrag
    columns.status ? '6.6rem' : '',
    '8.8rem', // Besteldatum
    columns.removeFromFolder ? '1.6rem' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
