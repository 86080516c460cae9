import type { BulkAction } from '../../shared/domain/bulk.ts';
import type { BulkActionHandler } from './action.ts';
import { handoffAction } from './handoff.ts';
import { mailAction } from './mail.ts';
import { moveAction } from './move.ts';
import { printAction } from './print.ts';
import { processAction } from './process.ts';

export const bulkActions: Readonly<Record<BulkAction, BulkActionHandler>> = {
  print: printAction,
  handoff: handoffAction,
  move: moveAction,
  process: processAction,
  mail: mailAction,
};
