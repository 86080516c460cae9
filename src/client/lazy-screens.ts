// The screens that load on first use (issue 26: the initial JavaScript stays under 200 kB gzip). Each has one loader,
// shared by its React.lazy and the idle prefetch, so a screen a workstation is likely to open is usually there before
// its first key press; a command that opens one before that still works: the chunk loads, then the screen shows.
import { lazy } from 'react';

const loadAdminShell = () => import('./admin/AdminShell.tsx');
const loadDayPlanPage = () => import('./plan/DayPlanPage.tsx');
const loadSendPanel = () => import('./panels/send/SendPanel.tsx');
const loadFloristView = () => import('./panels/florist/FloristView.tsx');
const loadPhoneOrderForm = () => import('./phone-order/PhoneOrderForm.tsx');

export const AdminShell = lazy(() => loadAdminShell().then((module) => ({ default: module.AdminShell })));
export const DayPlanPage = lazy(() => loadDayPlanPage().then((module) => ({ default: module.DayPlanPage })));
export const SendPanel = lazy(() => loadSendPanel().then((module) => ({ default: module.SendPanel })));
export const FloristView = lazy(() => loadFloristView().then((module) => ({ default: module.FloristView })));
export const PhoneOrderForm = lazy(() => loadPhoneOrderForm().then((module) => ({ default: module.PhoneOrderForm })));

/** What most workstations open in a day; the administrator area, camera and charts wait for their first use. */
const LIKELY = [loadSendPanel, loadDayPlanPage, loadPhoneOrderForm, loadFloristView];

/** Fetches the likely screens once the browser has nothing else to do, one after another. */
export function prefetchLikelyScreens() {
  // Chromium has requestIdleCallback; a browser without it waits a moment instead.
  const whenIdle = (next: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(next, { timeout: 10_000 }) : setTimeout(next, 2000);
  const fetchFrom = (index: number) => {
    if (index >= LIKELY.length) return;
    // A failed prefetch (offline, a newer build) is retried by the screen itself when it is opened.
    whenIdle(() => void LIKELY[index]().catch(() => undefined).then(() => fetchFrom(index + 1)));
  };
  fetchFrom(0);
}
