// What Ctrl+Z takes back (issue 24): this workstation's newest single action that can be undone, beside its newest
// bulk job (selection/last-bulk-job.ts) — whichever came last, while its toast still offers it.
import { proxy } from 'valtio';
import { BULK_UNDO_WINDOW_MS } from '../../shared/domain/bulk.ts';
import type { OrderChange } from '../../shared/protocol/changes.ts';
import { lastBulkJob } from '../selection/last-bulk-job.ts';

/** A single action's undo: the order and the version its change left, all the server needs to find it. */
export interface SingleUndo {
  orderId: number;
  version: number;
}

export type UndoOffer = { kind: 'bulk'; jobId: string } | ({ kind: 'single' } & SingleUndo);

export const lastSingleAction = proxy({ undoable: null as (SingleUndo & { until: number }) | null });

export function offerSingleUndo(change: OrderChange, now = Date.now()): SingleUndo {
  const offer = { orderId: change.orderId, version: change.version };
  lastSingleAction.undoable = { ...offer, until: now + BULK_UNDO_WINDOW_MS };
  return offer;
}

/** An undo is offered once: taken (button, key, or the order brought back otherwise) or superseded, it is gone. */
export function takeSingleUndo(orderId: number) {
  if (lastSingleAction.undoable?.orderId === orderId) lastSingleAction.undoable = null;
}

export function newestUndo(now = Date.now()): UndoOffer | null {
  const single = lastSingleAction.undoable && now < lastSingleAction.undoable.until ? lastSingleAction.undoable : null;
  const bulk = lastBulkJob.undoable && now < lastBulkJob.undoable.until ? lastBulkJob.undoable : null;
  if (single && (!bulk || single.until >= bulk.until)) return { kind: 'single', orderId: single.orderId, version: single.version };
  return bulk && { kind: 'bulk', jobId: bulk.id };
}
