import { Type, type Static } from 'typebox';
import { PLAN_DAYS, PLAN_HANDOFFS, PLAN_SLOTS, type PlanDay, type PlanHandoff, type PlanSlot } from '../domain/day-plan.ts';
import { IsoDate, UnixSeconds } from './common.ts';

// GET /workbench/plan (issue 14): the day's plan of the workstation's location.

const literals = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((value) => Type.Literal(value))));

export const PlanQuery = Type.Object({ day: Type.Optional(literals<PlanDay>(PLAN_DAYS)) }, { additionalProperties: false });

/** What is still to be done for the orders of a group (or of a whole slot or day). */
export const PlanCounts = Type.Object({
  orders: Type.Integer(),
  /** Order sheet not printed yet. */
  unprinted: Type.Integer(),
  /** Not registered with a carrier, nor with a florist or the relay. */
  unregistered: Type.Integer(),
  unpaid: Type.Integer(),
});
export type PlanCounts = Static<typeof PlanCounts>;

export const PlanGroup = Type.Object({
  /** '{day}.{slot}.{handoff}': the list route's g[…] segment and the list query's `group` (day-plan.ts). */
  key: Type.String(),
  handoff: literals<PlanHandoff>(PLAN_HANDOFFS),
  title: Type.String(),
  /** A carrier that is only suggested: none of the group's orders is registered with it yet. */
  suggested: Type.Boolean(),
  counts: PlanCounts,
});
export type PlanGroup = Static<typeof PlanGroup>;

export const PlanSlotGroups = Type.Object({
  slot: literals<PlanSlot>(PLAN_SLOTS),
  title: Type.String(),
  counts: PlanCounts,
  groups: Type.Array(PlanGroup),
});

export const PlanCutoff = Type.Object({
  carrier: Type.String(),
  title: Type.String(),
  /** The hand-over deadline for the plan's date, unix seconds; only deadlines still ahead are listed. */
  deadline: UnixSeconds,
});

export const DayPlan = Type.Object({
  day: literals<PlanDay>(PLAN_DAYS),
  date: IsoDate,
  /** When the server computed it (unix seconds); cut-offs count down from here. */
  now: UnixSeconds,
  counts: PlanCounts,
  /** Every slot that has orders, in PLAN_SLOTS order; within a slot the groups by most orders. */
  slots: Type.Array(PlanSlotGroups),
  cutoffs: Type.Array(PlanCutoff),
});
export type DayPlan = Static<typeof DayPlan>;
