import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { selection } from '../state/selection.ts';
import { CELL_PAD_X, type ListColumns } from './list-columns.ts';
import type { ListFeatureFlags } from './list-features.ts';
import type { ListItem } from './list-item.ts';
import { OrderRow } from './OrderRow.tsx';
import { OrderTableHeader } from './OrderTableHeader.tsx';
import { useFittingColumns } from './use-fitting-columns.ts';

const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 28;
const rowHeight = () => ROW_HEIGHT;

interface OrderTableProps {
  items: readonly ListItem[];
  selectedId: number | undefined;
  columns: ListColumns;
  flags: ListFeatureFlags;
  managementUrl: string | undefined;
  busy: boolean;
}

/** The rows of one list page, virtualised: only the rows in view (plus a few) are in the DOM. */
export function OrderTable({ items, selectedId, columns: wanted, flags, managementUrl, busy }: OrderTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { columns, template } = useFittingColumns(scrollRef, wanted, items);
  const { ids: checkedIds } = useSnapshot(selection);
  // A new key function makes the virtualiser re-measure every row, so it changes only with the items.
  const rowKey = useCallback((index: number) => items[index].id, [items]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: rowHeight,
    getItemKey: rowKey,
    overscan: 10,
    // The sticky header sits above the rows inside the same scroller.
    scrollMargin: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // Synchronous re-renders from the scroll handler warn under React 19; fixed-height rows do not need them.
    useFlushSync: false,
  });

  // Not on every scroll frame: a page may hold 10,000 rows.
  const selectedIndex = useMemo(() => items.findIndex((item) => item.id === selectedId), [items, selectedId]);
  useEffect(() => {
    if (selectedIndex < 0) return;
    // Scrolling reads the scroller's position, which lays the page out before its paint: a row wholly in view (the
    // first row of the range may sit under the sticky header, the last may be cut off) needs none of that.
    const range = virtualizer.range;
    if (range && selectedIndex > range.startIndex + 1 && selectedIndex < range.endIndex) return;
    virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);

  const style = {
    '--order-grid': template,
    '--order-cell-pad-x': `${CELL_PAD_X}px`,
    '--order-row-height': `${ROW_HEIGHT}px`,
    '--order-header-height': `${HEADER_HEIGHT}px`,
  } as CSSProperties;
  return (
    <div ref={scrollRef} className="order-table" style={style} tabIndex={0}>
      <div
        role="grid"
        aria-label="Orders"
        aria-rowcount={items.length + 1}
        aria-busy={busy}
        className="order-table__grid"
      >
        <OrderTableHeader columns={columns} />
        <div role="rowgroup" className="order-table__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <OrderRow
              key={row.key}
              item={items[row.index]}
              index={row.index}
              top={row.start - HEADER_HEIGHT}
              selected={row.index === selectedIndex}
              checked={checkedIds.has(items[row.index].id)}
              columns={columns}
              flags={flags}
              managementUrl={managementUrl}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
