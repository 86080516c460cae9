import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Answers every fetch with `answer` and records what was sent, bodies parsed. */
export function mockApi(answer: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    return answer(request);
  });
  return { sent, fetch };
}
