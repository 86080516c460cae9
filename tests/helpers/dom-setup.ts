import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stopWatchingPrintJobs } from '../../src/client/print/print-watch.ts';

// On a 2-core CI machine the UI files run beside the API suite: a screen loaded on first use (issue 26) once took
// longer than the default second to appear. Waiting longer costs a passing test nothing.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks what cmdk and the virtualiser measure with (design.md §9).
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

afterEach(() => {
  cleanup();
  // A print queued by one test is followed with timers; the next test must not hear it.
  stopWatchingPrintJobs();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
