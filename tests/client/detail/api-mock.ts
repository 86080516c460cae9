import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** The order detail reads its print ledger for every order it shows. */
export const isLedgerRead = (url: string, method = 'GET') => method === 'GET' && /\/workbench\/order\/\d+\/printJobs$/.test(url);

/**
 * Answers every fetch with `answer` and records what was sent, bodies parsed. The print ledger's read is answered
 * with an empty ledger and left out of `sent` unless `recordLedger`: the other tests are about other requests.
 */
export function mockApi(answer: (request: SentRequest) => Response | Promise<Response>, { recordLedger = false } = {}) {
  const sent: SentRequest[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    if (!recordLedger && isLedgerRead(request.url, request.method)) return json([]);
    sent.push(request);
    return answer(request);
  });
  return { sent, fetch };
}
