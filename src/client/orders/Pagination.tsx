import { useSnapshot } from 'valtio';
import { CommandButton } from '../commands/CommandButton.tsx';
import { orderList } from '../state/order-list.ts';

/** 'Getoond a - b van total' for one page; an empty list shows 0 - 0. */
function shownRange(page: number, pageSize: number, total: number): [number, number] {
  if (total === 0) return [0, 0];
  return [(page - 1) * pageSize + 1, Math.min(page * pageSize, total)];
}

const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

// The buttons' names come from the commands (their titles and keys in the tooltip); the glyphs are decoration.
const PAGING_BUTTONS = [
  ['list.firstPage', '«'],
  ['list.previousPage', '‹'],
  ['list.nextPage', '›'],
  ['list.lastPage', '»'],
  ['list.refresh', '↻'],
] as const;

export function Pagination() {
  const { page, pageSize, total } = useSnapshot(orderList).meta;
  const [first, last] = shownRange(page, pageSize, total);
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
        Pagina {page} van {pageCount(total, pageSize)}
      </span>
      <span className="pagination__shown">
        Getoond {first} - {last} van {total}
      </span>
    </div>
  );
}
