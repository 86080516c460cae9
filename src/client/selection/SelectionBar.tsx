import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { BULK_TEXTS, bulkMessages } from '../../shared/domain/bulk.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import { orderList } from '../state/order-list.ts';
import { selection } from '../state/selection.ts';
import { selectionCounts } from './selection-counts.ts';
import './selection-bar.css';

/**
 * Above the list while orders are ticked: how many (those that left the list too) and what the listed ones still
 * need, and the bulk commands.
 */
export function SelectionBar() {
  const { items } = useSnapshot(orderList);
  const { ids } = useSnapshot(selection);
  const listed = useMemo(() => items.filter((item) => ids.has(item.id)), [items, ids]);
  if (ids.size === 0) return null;
  return (
    <div className="selection-bar" role="region" aria-label="Selectie">
      <p className="selection-bar__summary" role="status">
        <strong>{bulkMessages.selected(ids.size)}</strong>
        {selectionCounts(listed, ids.size).map((text) => (
          <span key={text} className="selection-bar__count">{text}</span>
        ))}
      </p>
      <div className="selection-bar__actions" role="toolbar" aria-label="Bulkacties">
        <CommandButton id="bulk.print">{BULK_TEXTS.print.running}</CommandButton>
        <CommandButton id="bulk.printOrders">Alleen orders printen</CommandButton>
        <CommandButton id="bulk.handoff">{BULK_TEXTS.handoff.running}</CommandButton>
        <CommandButton id="bulk.move">{BULK_TEXTS.move.running}…</CommandButton>
        <CommandButton id="bulk.process">{BULK_TEXTS.process.running}</CommandButton>
        <CommandButton id="bulk.mail">{BULK_TEXTS.mail.running}…</CommandButton>
        <CommandButton id="selection.clear" className="selection-bar__clear" />
      </div>
    </div>
  );
}
