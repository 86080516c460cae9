import { useState, type DragEvent } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { TagRef } from '../../shared/domain/constants.ts';
import { formatOrderRoute } from '../../shared/routes.ts';
import { folders, hasNewCount, markFolderSeen } from '../state/folders.ts';
import { orderList } from '../state/order-list.ts';
import { draggedOrderId, isOrderDrag } from './order-drag.ts';
import { moveOrderToFolder } from './order-folder-actions.ts';

/** The numbered folders with their counts; an order row dropped on a tab moves into that folder. */
export function FolderTabs({ activeTags }: { activeTags: readonly TagRef[] }) {
  const { tags, seenCounts } = useSnapshot(folders);
  const [dropTarget, setDropTarget] = useState<number | null>(null);

  const allowDrop = (event: DragEvent, tagId: number) => {
    if (!isOrderDrag(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropTarget(tagId);
  };

  const drop = (event: DragEvent, tagId: number) => {
    event.preventDefault();
    setDropTarget(null);
    const orderId = draggedOrderId(event);
    // Dropped on the folder it is already in: nothing moves, so the row must stay.
    const alreadyThere = orderList.items.find((item) => item.id === orderId)?.tag?.id === tagId;
    if (orderId !== null && !alreadyThere) void moveOrderToFolder(orderId, tagId);
  };

  return (
    <nav className="folder-tabs" aria-label="Mappen">
      {tags.map((tag) => {
        if (typeof tag.id !== 'number') return null;
        const tagId = tag.id;
        const isNew = hasNewCount(tag, seenCounts);
        const className = [
          'folder-tab',
          activeTags.includes(tagId) && 'folder-tab--active',
          isNew && 'folder-tab--new',
          dropTarget === tagId && 'folder-tab--drop',
        ];
        return (
          <Link
            key={tagId}
            href={formatOrderRoute({ tags: [tagId] })}
            className={className.filter(Boolean).join(' ')}
            aria-current={activeTags.includes(tagId) ? 'page' : undefined}
            title={isNew ? 'Nieuwe orders in deze map' : undefined}
            onClick={() => markFolderSeen(tagId)}
            onDragOver={(event) => allowDrop(event, tagId)}
            onDragLeave={() => setDropTarget(null)}
            onDrop={(event) => drop(event, tagId)}
          >
            {tag.title} <span className="folder-tab__count">{tag.count}</span>
          </Link>
        );
      })}
    </nav>
  );
}
