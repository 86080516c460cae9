import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { stopWatchingPrintJobs } from '../../src/client/print/print-watch.ts';

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
