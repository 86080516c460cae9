// The order's hand-off history (issue 24) as a hand-off that just went out leaves it, for the answer that shows the
// order without reading it again.
import type { HandoffHistoryEntry } from '../../shared/schema/handoff-history.ts';
import type { HandoffRecord } from '../db/handoffs.ts';

export function withSentHandoff(history: readonly HandoffHistoryEntry[], sent: HandoffRecord, floristName: string | null): HandoffHistoryEntry[] {
  const entry: HandoffHistoryEntry = {
    id: sent.id, target: sent.target, floristName, method: sent.method, status: 'sent',
    at: sent.claimedAt, by: sent.createdBy, withdrawal: null,
  };
  return [...history.filter((earlier) => earlier.id !== sent.id), entry];
}
