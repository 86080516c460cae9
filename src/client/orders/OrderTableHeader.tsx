import type { ListColumns } from './list-columns.ts';
import { SelectPageCheckbox } from './SelectPageCheckbox.tsx';

/** The column titles; the icon columns have titles for screen readers only. */
export function OrderTableHeader({ columns }: { columns: ListColumns }) {
  return (
    <div role="row" aria-rowindex={1} className="order-table__header">
      <span role="columnheader" className="order-cell order-cell--check">
        <span className="visually-hidden">Selectie</span>
        <SelectPageCheckbox />
      </span>
      <span role="columnheader" className="order-cell">
        <span className="visually-hidden">Betaling</span>
      </span>
      <span role="columnheader" className="order-cell">OrderNr</span>
      <span role="columnheader" className="order-cell">
        <span className="visually-hidden">Kenmerken</span>
      </span>
      <span role="columnheader" className="order-cell">Leverdatum</span>
      <span role="columnheader" className="order-cell">Opdrachtgever</span>
      {columns.amount && <span role="columnheader" className="order-cell order-cell--money">Bedrag</span>}
      {columns.status && <span role="columnheader" className="order-cell">Status</span>}
      {columns.orderDate && <span role="columnheader" className="order-cell">Besteldatum</span>}
      {columns.removeFromFolder && (
        <span role="columnheader" className="order-cell">
          <span className="visually-hidden">Uit map halen</span>
        </span>
      )}
    </div>
  );
}
