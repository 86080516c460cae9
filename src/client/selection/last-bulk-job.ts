import { proxy } from 'valtio';
import { BULK_UNDO_WINDOW_MS } from '../../shared/domain/bulk.ts';

/** This workstation's newest finished job that can be taken back, while its toast still offers that. */
export const lastBulkJob = proxy({ undoable: null as { id: string; until: number } | null });

export function offerUndo(jobId: string, now = Date.now()) {
  lastBulkJob.undoable = { id: jobId, until: now + BULK_UNDO_WINDOW_MS };
}

/** An undo is offered once: taken (button or key) or superseded, it is gone. */
export function takeUndoOffer(jobId: string) {
  if (lastBulkJob.undoable?.id === jobId) lastBulkJob.undoable = null;
}

export const undoableJobId = (now = Date.now()): string | null => {
  const offer = lastBulkJob.undoable;
  return offer && now < offer.until ? offer.id : null;
};
