import type { BulkKind } from '../../shared/domain/bulk.ts';
import type { BulkJobKind } from './job-kind.ts';
import { bulkHandoff } from './handoff.ts';
import { bulkMail } from './mail.ts';
import { bulkMove } from './move.ts';
import { bulkPrint } from './print.ts';
import { bulkProcess } from './process.ts';

export const bulkJobKinds: Readonly<Record<BulkKind, BulkJobKind>> = {
  print: bulkPrint,
  handoff: bulkHandoff,
  move: bulkMove,
  process: bulkProcess,
  mail: bulkMail,
};
