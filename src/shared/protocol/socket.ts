// The live-update socket between the server and every workstation (spec §4 "App", §7 realtime socket).
import type { BulkJob, BulkJobItem } from '../schema/bulk.ts';
import { parseOrderChange, type ChangeMessage, type OrderChange } from './changes.ts';
import type { PrintJob } from '../schema/print.ts';

export const SOCKET_PATH = '/gateway/ws';
export const RECONNECT_MS = 5000;
export const RELOAD_AFTER_RESTART_MS = 600;
/** Close code for a socket without a valid session; 4000–4999 are free for applications, 4401 reads as HTTP 401. */
export const UNAUTHORIZED_CLOSE_CODE = 4401;
/** The order id of a `listitem` that says the folders themselves changed (created, renamed, deleted). */
export const FOLDERS_CHANGED = 0;

/**
 * The folders themselves changed (created, renamed, deleted; orderId FOLDERS_CHANGED): refresh the folders and the
 * list (spec §4 'listitem'). An order's own writes send a `change` instead, which carries its list row and blocks
 * and so does the work of the spec's 'listitem' and 'activeitem' for that order without a fetch (issue 23).
 */
export interface ListItemMessage {
  type: 'listitem';
  orderId: number;
}

/** Features changed: reload them. */
export interface FeatureMessage {
  type: 'feature';
}

/** This server is stopping for an update: show the overlay, reload after RELOAD_AFTER_RESTART_MS. */
export interface ServerRestartMessage {
  type: 'SERVER_RESTART';
}

export type ServerMessage =
  | ListItemMessage | ChangeMessage | FeatureMessage | ServerRestartMessage | ProgressMessage;

// ── Progress as changes (issue 23): print jobs and bulk jobs travel over the socket; a poll only runs without it ──

/** A print job was queued or moved on (sent, printed, failed, retried): its ledger row as it is now. */
export interface PrintJobMessage {
  type: 'printjob';
  job: PrintJob;
}

/**
 * A bulk job moved on: its items' results since the last message and the changes they made to orders,
 * batched so a job of 500 orders is a few messages. `finished` is the whole job once it is done or undone.
 */
export interface BulkProgressMessage {
  type: 'bulkprogress';
  jobId: string;
  done: number;
  total: number;
  items: BulkJobItem[];
  changes: OrderChange[];
  finished?: BulkJob;
}

export type ProgressMessage = PrintJobMessage | BulkProgressMessage;

/** A print or bulk message from the server (trusted as the server's own, checked for its ids only); null else. */
function parseProgressMessage(message: Record<string, unknown>): ProgressMessage | null {
  if (message.type === 'printjob') {
    const { job } = message;
    return isRecord(job) && isId(job.id) && (job.orderId === null || isId(job.orderId)) ? { type: 'printjob', job: job as PrintJob } : null;
  }
  if (message.type !== 'bulkprogress') return null;
  const { jobId, done, total, items, changes, finished } = message;
  if (typeof jobId !== 'string' || !isId(done) || !isId(total) || !Array.isArray(items) || !Array.isArray(changes)) return null;
  const orderChanges = changes.map(parseOrderChange).filter((change) => change !== null);
  const progress: BulkProgressMessage = { type: 'bulkprogress', jobId, done, total, items: items as BulkJobItem[], changes: orderChanges };
  return isRecord(finished) && finished.id === jobId ? { ...progress, finished: finished as BulkJob } : progress;
}

/** A workstation opened an order (spec §4): informational, for "also open at …". */
export interface OpenOrderMessage {
  type: 'openOrder';
  orderId: number;
  location: string;
}

export type ClientMessage = OpenOrderMessage;

/** A server message, bare or wrapped as `{ fingerprint, payload }`; null for anything else. Unknown fields are dropped. */
export function unwrapSocketMessage(raw: string): ServerMessage | null {
  const parsed = parseJson(raw);
  const message = isRecord(parsed) && typeof parsed.fingerprint === 'string' ? parsed.payload : parsed;
  if (!isRecord(message)) return null;
  switch (message.type) {
    case 'listitem':
      return isId(message.orderId) ? { type: 'listitem', orderId: message.orderId } : null;
    case 'change': {
      const change = parseOrderChange(message.change);
      return change && { type: 'change', change };
    }
    case 'feature':
    case 'SERVER_RESTART':
      return { type: message.type };
    default:
      return parseProgressMessage(message);
  }
}

/** A message from a workstation, or null: the socket is open to anyone with a token, so trust nothing. */
export function parseClientMessage(raw: string): ClientMessage | null {
  const message = parseJson(raw);
  if (!isRecord(message) || message.type !== 'openOrder') return null;
  const { orderId, location } = message;
  if (!isId(orderId) || typeof location !== 'string' || location.length === 0 || location.length > 100) return null;
  return { type: 'openOrder', orderId, location };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}


function isId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}
