import { useSnapshot } from 'valtio';
import { CommandButton } from '../commands/CommandButton.tsx';
import { orderList } from '../state/order-list.ts';
import { pageCount, shownPage, shownRange } from './page-range.ts';

// The buttons' names come from the commands (their titles and keys in the tooltip); the glyphs are decoration.
const PAGING_BUTTONS = [
  ['list.firstPage', '«'],
  ['list.previousPage', '‹'],
  ['list.nextPage', '›'],
  ['list.lastPage', '»'],
  ['list.refresh', '↻'],
] as const;

export function Pagination() {
  const { page, pageSize, total, totalIsLowerBound } = useSnapshot(orderList).meta;
  const [first, last] = shownRange(page, pageSize, total);
  // A search with more matches than anyone pages through is not counted to the end (server: word-search.ts).
  const moreThan = totalIsLowerBound ? 'meer dan ' : '';
  return (
    <div className="pagination">
      <div className="pagination__buttons">
        {PAGING_BUTTONS.map(([id, glyph]) => (
          <CommandButton key={id} id={id} className="pagination__button">
            <span aria-hidden="true">{glyph}</span>
          </CommandButton>
        ))}
      </div>
      <span className="pagination__page">
        Pagina {shownPage(page, total, pageSize)} van {moreThan}{pageCount(total, pageSize)}
      </span>
      <span className="pagination__shown">
        Getoond {first} - {last} van {totalIsLowerBound ? `meer dan ${total.toLocaleString('nl-NL')}` : total}
      </span>
    </div>
  );
}
