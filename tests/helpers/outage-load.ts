// Requests as a busy shop sends them while the database goes away and comes back: what each answered, how fast.
import type { TestApp } from './test-app.ts';
import { bearer } from './test-app.ts';

export interface Answer {
  route: 'list' | 'order' | 'note';
  status: number;
  ms: number;
  message?: string;
  /** The note's text, for a note. */
  note?: string;
}

export interface Load {
  answers: Answer[];
  /** Resolves once `count` more answers have come. */
  next(count: number): Promise<void>;
  /** Ends the loops after the requests in flight; resolves with every answer. */
  stop(): Promise<Answer[]>;
}

/** `workers` loops, each in turn listing orders, opening one and writing a note on it, until stopped. */
export function startLoad(t: TestApp, token: string, orderId: number, workers = 6): Load {
  const answers: Answer[] = [];
  const waiting: { count: number; resolve(): void }[] = [];
  let running = true;
  let written = 0;

  async function call(route: Answer['route']) {
    const note = route === 'note' ? `storing-${process.pid}-${++written}` : undefined;
    const started = performance.now();
    const response = await t.app.inject({
      method: route === 'note' ? 'POST' : 'GET',
      url: `/gateway/api${route === 'list' ? '/workbench/order?pageSize=20' : `/workbench/order/${orderId}`}${route === 'note' ? '/internalLog' : ''}`,
      headers: bearer(token),
      payload: note === undefined ? undefined : { content: note },
    });
    const ms = performance.now() - started;
    const message = response.statusCode >= 400 ? (response.json() as { message: string }).message : undefined;
    answers.push({ route, status: response.statusCode, ms, message, note });
    for (const waiter of waiting.filter((waiter) => answers.length >= waiter.count)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  const loops = Array.from({ length: workers }, async () => {
    while (running) for (const route of ['list', 'order', 'note'] as const) await call(route);
  });

  return {
    answers,
    next: (count) => new Promise((resolve) => waiting.push({ count: answers.length + count, resolve })),
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Milliseconds until the order list answers 200 again; throws after `limitMs`. */
export async function untilServing(t: TestApp, token: string, limitMs = 10_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await t.app.inject({ url: '/gateway/api/workbench/order?pageSize=1', headers: bearer(token) });
    const ms = performance.now() - started;
    if (response.statusCode === 200) return ms;
    if (ms > limitMs) throw new Error(`Not serving after ${limitMs} ms: ${response.statusCode} ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The notes answered 2xx that are not in the database. */
export async function lostNotes(t: TestApp, answers: Answer[]): Promise<string[]> {
  const acknowledged = answers.filter((answer) => answer.note && answer.status < 300).map((answer) => answer.note!);
  const { rows } = await t.database.pool.query<{ content: string }>('SELECT content FROM order_log WHERE content = ANY($1)', [acknowledged]);
  const stored = new Set(rows.map((row) => row.content));
  return acknowledged.filter((note) => !stored.has(note));
}
