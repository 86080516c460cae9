import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { formatDate, formatListDateTime, formatListDateTimeWithSeconds, formatMoney } from '../../shared/domain/format.ts';
import { openOrderInPlace } from '../navigation.ts';
import type { ListColumns } from './list-columns.ts';
import type { ListFeatureFlags } from './list-features.ts';
import type { ListItem } from './list-item.ts';
import { startOrderDrag } from './order-drag.ts';
import { removeOrderFromFolder } from './order-folder-actions.ts';
import { OrderIcons } from './OrderIcons.tsx';
import { PaymentIcon } from './PaymentIcon.tsx';
import { toggleSelected } from '../state/selection.ts';
import { keepFocus } from './keep-focus.ts';

interface OrderRowProps {
  item: ListItem;
  /** Position in the list, 0-based; the header is row 1 for assistive technology. */
  index: number;
  top: number;
  /** The open order's row. */
  selected: boolean;
  /** Ticked for the bulk commands. */
  checked: boolean;
  columns: ListColumns;
  flags: ListFeatureFlags;
  managementUrl: string | undefined;
}

const LEFT_OUT_VALUES: Record<ListColumns['leftOut'][number], (item: ListItem) => string> = {
  amount: (item) => `Bedrag: ${formatMoney(item.total)}`,
  status: (item) => `Status: ${item.treatment}`,
  orderDate: (item) => `Besteldatum: ${formatListDateTimeWithSeconds(item.orderDate)}`,
};

/** The row's warnings, and the values of the columns a narrow pane left out. */
function rowTooltip(item: ListItem, columns: ListColumns): string | undefined {
  const warnings = [item.hasReminders && 'Heeft openstaand herinneringen!', item.blackListed && 'Is op de Zwartelijst!'];
  const lines = [...warnings, ...columns.leftOut.map((column) => LEFT_OUT_VALUES[column](item))];
  return lines.filter(Boolean).join('\n') || undefined;
}

function rowClassName(item: ListItem, selected: boolean, checked: boolean): string {
  return [
    'order-row',
    selected && 'order-row--selected',
    checked && 'order-row--checked',
    item.blackListed && 'order-row--blacklisted',
    item.hasReminders && 'order-row--reminders',
  ]
    .filter(Boolean)
    .join(' ');
}

export const OrderRow = memo(function OrderRow({ item, index, top, selected, checked, columns, flags, managementUrl }: OrderRowProps) {
  const { tag } = item;
  const rowRef = useRef<HTMLDivElement>(null);
  const open = () => openOrderInPlace(item.id);

  // Focus follows the open order while the user steps through the rows by keyboard (a sibling row has focus).
  useEffect(() => {
    const row = rowRef.current;
    const focused = document.activeElement;
    if (selected && row && focused !== row && focused?.getAttribute('role') === 'row' && focused.parentElement === row.parentElement) {
      row.focus({ preventScroll: true });
    }
  }, [selected]);

  const openByKey = (event: KeyboardEvent) => {
    // Alt+Enter is the keymap's (the newest toast's button), not the row's.
    if (event.target === event.currentTarget && !event.altKey && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };
  return (
    <div
      ref={rowRef}
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      aria-current={selected ? 'true' : undefined}
      tabIndex={selected ? 0 : -1}
      className={rowClassName(item, selected, checked)}
      style={{ transform: `translateY(${top}px)` }}
      title={rowTooltip(item, columns)}
      draggable
      onDragStart={(event) => startOrderDrag(event, item.id, item.orderNumber)}
      onClick={open}
      onKeyDown={openByKey}
    >
      {/* Ticking is not opening: the click stays in its cell. The keyboard ticks with x, so the box never takes focus. */}
      <span role="gridcell" className="order-cell order-cell--check" onClick={(event) => event.stopPropagation()}>
        <input
          type="checkbox"
          tabIndex={-1}
          onMouseDown={keepFocus}
          checked={checked}
          aria-label={`Selecteer order ${item.orderNumber}`}
          onChange={() => toggleSelected(item.id)}
        />
      </span>
      <span role="gridcell" className="order-cell order-cell--payment">
        <PaymentIcon method={item.paymentMethod} isPaid={item.isPaid} />
      </span>
      <span role="gridcell" className="order-cell order-cell--number">{item.orderNumber}</span>
      <span role="gridcell" className="order-cell order-cell--icons">
        <OrderIcons item={item} flags={flags} managementUrl={managementUrl} />
      </span>
      <span role="gridcell" className="order-cell">{formatDate(item.deliveryDate)}</span>
      {/* Whole in its tooltip too: on a pane too narrow for the longest names, they end in an ellipsis. */}
      <span role="gridcell" className="order-cell order-cell--customer" title={item.customer}>{item.customer}</span>
      {columns.amount && <span role="gridcell" className="order-cell order-cell--money">{formatMoney(item.total)}</span>}
      {columns.status && <span role="gridcell" className="order-cell">{item.treatment}</span>}
      {columns.orderDate && (
        <span role="gridcell" className="order-cell" title={formatListDateTimeWithSeconds(item.orderDate)}>
          {formatListDateTime(item.orderDate)}
        </span>
      )}
      {columns.removeFromFolder && (
        <span role="gridcell" className="order-cell order-cell--remove">
          {tag && (
            <button
              type="button"
              className="order-row__remove"
              aria-label={`Uit map ${tag.title} halen`}
              title={`Uit map ${tag.title} halen`}
              onClick={(event) => {
                event.stopPropagation();
                void removeOrderFromFolder(item.id, tag.id);
              }}
            >
              ×
            </button>
          )}
        </span>
      )}
    </div>
  );
});
