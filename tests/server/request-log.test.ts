// Issue 25: one log line per request with its id, route pattern, status, time and user id — never the URL, its
// query or the body, which carry customers' names — and the id in the answer's x-request-id header.
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../helpers/test-app.ts';

const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const text of String(chunk).split('\n')) if (text.trim()) lines.push(JSON.parse(text));
    done();
  },
});

describe('the request log', () => {
  const t = useTestApp('pglite', { logLevel: 'info' }, { logger: { stream: logStream } });

  it('writes one line per request, named by its id, without the words searched for', async () => {
    lines.length = 0;
    const response = await t.app.inject({ url: '/gateway/api/workbench/order?q=Jansen&tags[]=unprocessed', headers: bearer(t.staff) });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine).toEqual([
      expect.objectContaining({ level: 30, msg: 'verzoek', method: 'GET', route: '/gateway/api/workbench/order', status: 200, user: expect.any(Number) }),
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/jansen/i);
  });

  it("keeps a proxy's request id that looks like one, and replaces one that does not", async () => {
    const kept = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-7f3a9c' } });
    expect(kept.headers['x-request-id']).toBe('proxy-7f3a9c');
    const replaced = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'x"; drop' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
  });
});
