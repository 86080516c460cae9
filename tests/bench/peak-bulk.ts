// The bulk part of `npm run bench:peak`: with the workstations' live sockets open on both instances, one of them
// starts a bulk job on BENCH_BULK_ORDERS orders of the day's list — print the order sheets, mark them processed,
// move them to a folder — and times each from the request (the key press's POST) to the finished job on its own
// socket (the summary toast). Counts what every listening workstation received meanwhile, per message type.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { DEMO_FOLDERS } from '../../src/demo/base.ts';
import type { BulkKind } from '../../src/shared/domain/bulk.ts';
import { API_PREFIX } from '../../src/shared/protocol/endpoint.ts';
import { SOCKET_PATH, unwrapSocketMessage } from '../../src/shared/protocol/socket.ts';
import type { BulkJob } from '../../src/shared/schema/bulk.ts';
import type { LocationSetup } from './peak-workstation.ts';

/** Key press → summary, per kind (issue 26). */
export const BULK_BUDGET_MS: Readonly<Record<BulkScenario, number>> = { move: 5000, process: 5000, print: 20_000 };
const BULK_KINDS_MEASURED = ['print', 'process', 'move'] as const;
type BulkScenario = (typeof BULK_KINDS_MEASURED)[number] & BulkKind;
/** 'Morgen versturen': a folder a shop moves the day's batch to. */
const FOLDER = DEMO_FOLDERS.find((folder) => folder.title === 'Morgen versturen')!;
const JOB_TIMEOUT_MS = 120_000;

export interface BulkResult {
  kind: BulkScenario;
  orders: number;
  ms: number;
  budgetMs: number;
  /** Item states of the finished job, e.g. { ok: 500 }. */
  states: Record<string, number>;
  /** print: key press → the last sheet handed to the printer and reported done (the spool printer). */
  printedMs?: number;
  /** Per listening workstation (mean over all of them): messages and kB received during the job, per type. */
  perListener: Record<string, { messages: number; kB: number }>;
}

interface Counts {
  messages: number;
  bytes: number;
}

/** A workstation with its socket open that only listens, counting what it gets. */
class Listener {
  readonly received = new Map<string, Counts>();
  /** Finished jobs by id, kept for a waiter that asks after the last message came (a small job is quick). */
  private readonly finished = new Map<string, BulkJob>();
  private readonly waiters = new Map<string, (job: BulkJob) => void>();
  /** The bulk print's orders whose print job reached 'done' or 'failed': the printers' side of it. */
  readonly printed = new Set<number>();
  watched = new Set<number>();
  private readonly socket: WebSocket;

  constructor(url: string, token: string) {
    this.socket = new WebSocket(`${url.replace(/^http/, 'ws')}${SOCKET_PATH}?token=${token}`);
    this.socket.on('message', (data) => {
      const text = data.toString();
      const message = unwrapSocketMessage(text);
      const type = message?.type ?? 'unknown';
      const counts = this.received.get(type) ?? { messages: 0, bytes: 0 };
      counts.messages++;
      counts.bytes += Buffer.byteLength(text);
      this.received.set(type, counts);
      if (message?.type === 'bulkprogress' && message.finished) {
        this.finished.set(message.jobId, message.finished);
        this.waiters.get(message.jobId)?.(message.finished);
      }
      if (message?.type === 'printjob' && ['done', 'failed'].includes(message.job.status) && this.watched.has(message.job.orderId!)) {
        this.printed.add(message.job.orderId!);
      }
    });
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  /** Resolves with the finished job once its last progress message arrives. */
  finishedJob(jobId: string): Promise<BulkJob> {
    const finished = this.finished.get(jobId);
    if (finished) return Promise.resolve(finished);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`bulk job ${jobId} not finished in ${JOB_TIMEOUT_MS} ms`)), JOB_TIMEOUT_MS);
      this.waiters.set(jobId, (job) => {
        clearTimeout(timer);
        resolve(job);
      });
    });
  }

  close() {
    this.socket.close();
  }
}

async function json(url: string, init: RequestInit = {}) {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

export interface BulkSetup {
  /** The instances' base URLs; listener i is on instance i % 2, as the peak's workstations are. */
  urls: string[];
  /** One per listener; the first starts the jobs. */
  tokens: string[];
  location: LocationSetup;
  orders: number;
}

/** Runs the three jobs one after the other on the same orders (the day's first unprocessed ones). */
export async function runBulkJobs({ urls, tokens, location, orders }: BulkSetup): Promise<BulkResult[]> {
  const headers = { authorization: `Bearer ${tokens[0]}`, 'x-location': location.name, 'content-type': 'application/json' };
  const list = await json(`${urls[0]}${API_PREFIX}/workbench/order?tags[]=today&pageSize=${orders}`, { headers });
  const orderIds: number[] = list.data.map((item: { id: number }) => item.id);
  const listeners = tokens.map((token, index) => new Listener(urls[index % urls.length], token));
  await Promise.all(listeners.map((listener) => listener.open()));
  listeners[0].watched = new Set(orderIds);
  const results: BulkResult[] = [];
  try {
    for (const kind of BULK_KINDS_MEASURED) {
      const before = listeners.map((listener) => new Map([...listener.received].map(([type, c]) => [type, { ...c }])));
      const options = kind === 'print' ? { documents: ['order'] } : kind === 'move' ? { tagId: FOLDER.id } : undefined;
      const started = performance.now();
      const response = await fetch(`${urls[0]}${API_PREFIX}/workbench/bulk`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ action: kind, orderIds, options }),
      });
      if (!response.ok) throw new Error(`bulk ${kind}: ${response.status} ${await response.text()}`);
      const job = await response.json();
      const finished = await listeners[0].finishedJob(job.id);
      const ms = performance.now() - started;
      const printedMs = kind === 'print' ? await untilPrinted(listeners[0], orderIds.length, started) : undefined;
      // Messages still on their way to the other instance's listeners.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      results.push({
        kind,
        orders: orderIds.length,
        ms: Math.round(ms),
        budgetMs: BULK_BUDGET_MS[kind],
        printedMs,
        states: countStates(finished.items),
        perListener: receivedSince(listeners, before),
      });
    }
  } finally {
    for (const listener of listeners) listener.close();
  }
  return results;
}

/** Waits until the print queue finished every order's sheet, so the next job's figures are its own. */
async function untilPrinted(listener: Listener, count: number, started: number): Promise<number> {
  while (listener.printed.size < count) {
    if (performance.now() - started > JOB_TIMEOUT_MS) throw new Error(`${listener.printed.size} of ${count} printed`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Math.round(performance.now() - started);
}

function countStates(items: { state: string }[]): Record<string, number> {
  const states: Record<string, number> = {};
  for (const { state } of items) states[state] = (states[state] ?? 0) + 1;
  return states;
}

function receivedSince(listeners: Listener[], before: Map<string, Counts>[]) {
  const totals = new Map<string, Counts>();
  listeners.forEach((listener, index) => {
    for (const [type, counts] of listener.received) {
      const earlier = before[index].get(type) ?? { messages: 0, bytes: 0 };
      const total = totals.get(type) ?? { messages: 0, bytes: 0 };
      total.messages += counts.messages - earlier.messages;
      total.bytes += counts.bytes - earlier.bytes;
      totals.set(type, total);
    }
  });
  const perListener: BulkResult['perListener'] = {};
  for (const [type, { messages, bytes }] of totals) {
    if (messages === 0) continue;
    perListener[type] = {
      messages: Math.round((messages / listeners.length) * 10) / 10,
      kB: Math.round((bytes / listeners.length / 1024) * 10) / 10,
    };
  }
  return perListener;
}

/** The Markdown table of the report. */
export function bulkTable(results: BulkResult[], listeners: number): string {
  const head = `| Bulk job (${listeners} workstations listening) | orders | key → summary | budget | all printed | items | per workstation received |\n`
    + '|---|---:|---:|---:|---:|---|---|';
  const rows = results.map((result) => {
    const received = Object.entries(result.perListener).map(([type, r]) => `${type} ${r.messages} (${r.kB} kB)`).join(', ');
    const states = Object.entries(result.states).map(([state, count]) => `${state} ${count}`).join(', ');
    const verdict = result.ms <= result.budgetMs ? '' : ' **over**';
    const printed = result.printedMs === undefined ? '–' : `${(result.printedMs / 1000).toFixed(2)} s`;
    return `| ${result.kind} | ${result.orders} | ${(result.ms / 1000).toFixed(2)} s${verdict} | ${result.budgetMs / 1000} s | ${printed} | ${states} | ${received} |`;
  });
  return [head, ...rows].join('\n');
}
