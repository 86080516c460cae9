import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { orderList } from '../state/order-list.ts';
import { clearSelection, selectAll, selection } from '../state/selection.ts';
import { keepFocus } from './keep-focus.ts';

/** The header's checkbox: ticks every order on the page, or none once all are; half-ticked when some are. */
export function SelectPageCheckbox() {
  const { items } = useSnapshot(orderList);
  const { ids } = useSnapshot(selection);
  // The selection may hold orders of other pages and folders too (they stay selected when they leave the list).
  const all = items.length > 0 && items.every((item) => ids.has(item.id));
  const some = ids.size > 0 && !all;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      tabIndex={-1}
      onMouseDown={keepFocus}
      checked={all}
      aria-label="Selecteer alle orders op deze pagina"
      onChange={() => (all ? clearSelection() : selectAll())}
    />
  );
}
