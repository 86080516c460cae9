// The API requests one workstation's page makes: what issue 23 counts per action (writes and reads, with paths).
import type { Page } from 'playwright-core';

export interface ApiRequest {
  method: string;
  path: string;
}

export interface RequestLog {
  page: Page;
  requests: ApiRequest[];
  /** Counts from now on. */
  reset(): void;
  writes(): ApiRequest[];
  reads(): ApiRequest[];
}

const isRead = (request: ApiRequest) => request.method === 'GET';

/** Starts counting the page's `/gateway/api/` requests (the live socket's upgrade is not one). */
export function logApiRequests(page: Page): RequestLog {
  const log: RequestLog = {
    page,
    requests: [],
    reset: () => {
      log.requests = [];
    },
    writes: () => log.requests.filter((request) => !isRead(request)),
    reads: () => log.requests.filter(isRead),
  };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/gateway/api/')) log.requests.push({ method: request.method(), path: url.pathname });
  });
  return log;
}

export const describeRequests = (requests: ApiRequest[]) => requests.map((request) => `${request.method} ${request.path}`);
