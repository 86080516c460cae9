import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface BrowserSession {
  server: RunningServer;
  browser: Browser;
  /** A fresh page per test, in its own context (no cookies or storage from the test before). */
  page: Page;
  /** Uncaught errors and console errors of the current page. */
  pageErrors: string[];
}

export interface SessionOptions {
  /** Chromium flags that depend on the running server (a fake camera showing one of its orders). */
  browserArgs?: (server: RunningServer) => Promise<string[]>;
  /** Environment for the server, made before it starts (fake carriers it talks to live). */
  serverEnv?: () => Promise<Record<string, string>>;
}

/** One server and one Chromium for the file, a new page for every test: the set-up every e2e file shares. */
export function useBrowserSession(viewport = { width: 1366, height: 768 }, options: SessionOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    const starting = options.serverEnv ? options.serverEnv().then(startServer) : startServer();
    if (options.browserArgs) {
      session.server = await starting;
      session.browser = await launchBrowser(await options.browserArgs(session.server));
    } else {
      [session.server, session.browser] = await Promise.all([starting, launchBrowser()]);
    }
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  beforeEach(async () => {
    await context?.close();
    context = await session.browser.newContext({ viewport });
    session.page = await context.newPage();
    session.page.setDefaultTimeout(10_000);
    session.pageErrors = [];
    session.page.on('pageerror', (error) => session.pageErrors.push(error.message));
    session.page.on('console', (message) => {
      // With its address: 'Failed to load resource' alone does not say which.
      if (message.type() === 'error') session.pageErrors.push(`${message.text()} ${message.location().url}`.trim());
    });
  });
  return session;
}
