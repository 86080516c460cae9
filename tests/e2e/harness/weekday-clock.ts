// A server whose clock starts on a busy weekday morning, whatever day the suite runs: the demo data a server seeds at
// its first start lies around its own today, and a Saturday or a night leaves the day's plan without the groups a
// peak-day test works through (both found when CI ran on a Saturday just after midnight, Amsterdam time). Debian's
// libfaketime moves the server process's wall clock, Playwright's clock the browser's, so that sessions end when both
// think they do.
import { globSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';

/** Wednesday 25 November 2026, 09:30 in Amsterdam. */
const WEEKDAY_MORNING_UTC = '2026-11-25 08:30:00';

export async function weekdayMorningServerEnv(): Promise<Record<string, string>> {
  const [library] = globSync('/usr/lib/*/faketime/libfaketime.so.1');
  if (!library) throw new Error("libfaketime not found: install Debian's faketime package (.ci/run does)");
  return {
    LD_PRELOAD: library,
    FAKETIME: `@${WEEKDAY_MORNING_UTC}`,
    // Timers and timeouts keep the real steady clock; only the date and time of day move.
    FAKETIME_DONT_FAKE_MONOTONIC: '1',
    TZ: 'UTC',
  };
}

/** The browser's clock at the same morning; its timers go on at the real pace. */
export async function weekdayMorningBrowserClock(context: BrowserContext): Promise<void> {
  await context.clock.setSystemTime(new Date(`${WEEKDAY_MORNING_UTC.replace(' ', 'T')}Z`));
}
