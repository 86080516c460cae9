// The hand-offs an order went through, as its detail view shows them (issue 24): sent ones and withdrawn ones, so a
// florist who declined is still on the order after it went to another.
import { Type, type Static } from 'typebox';
import { HANDOFF_TARGETS, type HandoffTarget } from '../domain/handoffs.ts';
import { Id, UnixSeconds } from './common.ts';

export const HandoffHistoryEntry = Type.Object({
  id: Id,
  target: Type.Unsafe<HandoffTarget>(Type.Union(HANDOFF_TARGETS.map((target) => Type.Literal(target)))),
  floristName: Type.Union([Type.String(), Type.Null()]),
  /** 'mail' or 'mark' (or a method added later: the history shows what was recorded). */
  method: Type.String(),
  status: Type.Union([Type.Literal('sent'), Type.Literal('withdrawn')]),
  at: UnixSeconds,
  by: Type.String(),
  withdrawal: Type.Union([Type.Object({ at: UnixSeconds, by: Type.String(), reason: Type.String() }), Type.Null()]),
});
export type HandoffHistoryEntry = Static<typeof HandoffHistoryEntry>;
