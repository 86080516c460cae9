// Part of npm run bench:live — what one move and one save cost the server in HTTP requests with 20 workstations
// listening: the acting one, ten colleagues with the same order open and nine with another order of the list open.
import type { Browser, Page } from 'playwright-core';
import { logInByApi } from './harness/server.ts';
import { openWorkstation } from './harness/workstation.ts';

const WORKSTATIONS = 20;
const SAME_ORDER_OPEN = 10;
/** Long enough for the socket messages, a debounced count refresh and any fetch they cause to have happened. */
const SETTLE_MS = 1500;

interface Workstation {
  page: Page;
  requests: { method: string; path: string }[];
}

export interface ActionCost {
  action: string;
  actingWrites: number;
  actingReads: string[];
  /** Reads per colleague: the most any one made, and all of them together. */
  othersMaxReads: number;
  othersReads: number;
}

/** Counts the API requests a workstation's page makes from now on. */
function counted(page: Page): Workstation {
  const workstation: Workstation = { page, requests: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/gateway/api/')) workstation.requests.push({ method: request.method(), path: url.pathname });
  });
  return workstation;
}

async function cost(action: string, acting: Workstation, others: Workstation[], act: () => Promise<void>): Promise<ActionCost> {
  for (const workstation of [acting, ...others]) workstation.requests = [];
  await act();
  await acting.page.waitForTimeout(SETTLE_MS);
  const reads = (workstation: Workstation) => workstation.requests.filter((request) => request.method === 'GET');
  const othersReads = others.map((workstation) => reads(workstation).length);
  return {
    action,
    actingWrites: acting.requests.length - reads(acting).length,
    actingReads: reads(acting).map((request) => request.path),
    othersMaxReads: Math.max(...othersReads),
    othersReads: othersReads.reduce((sum, count) => sum + count, 0),
  };
}

/** Saves the open order's customer comment with E O and Ctrl+Enter, then moves it to a folder with M. */
export async function measureRequestsPerAction(browser: Browser, base: string, folderTitle: string): Promise<ActionCost[]> {
  const auth = await logInByApi(base);
  const list = await (await fetch(`${base}/gateway/api/workbench/order?tags[]=unprocessed`, {
    headers: { authorization: `Bearer ${(auth as { token: string }).token}` },
  })).json();
  const [acted, other] = [list.data[3].id, list.data[4].id];
  const pathOf = (id: number) => `/order/t[unprocessed]/${id}`;
  const acting = counted(await openWorkstation(browser, base, pathOf(acted), auth));
  const others: Workstation[] = [];
  for (let index = 1; index < WORKSTATIONS; index++) {
    others.push(counted(await openWorkstation(browser, base, pathOf(index < SAME_ORDER_OPEN ? acted : other), auth)));
  }
  await acting.page.waitForTimeout(SETTLE_MS); // every live socket connected, every first load done
  const { page } = acting;
  const results = [
    await cost('save (customer comment)', acting, others, async () => {
      await page.keyboard.press('e');
      await page.keyboard.press('o');
      await page.getByRole('textbox', { name: 'Opmerking klant' }).fill(`Bench opmerking ${Date.now()}`);
      await page.keyboard.press('Control+Enter');
      await page.getByText('Wijziging opgeslagen').waitFor();
    }),
    await cost(`move (to ${folderTitle})`, acting, others, async () => {
      await page.keyboard.press('m');
      await page.getByPlaceholder('Typ een mapnaam…').fill(folderTitle);
      await page.keyboard.press('Enter');
      await page.getByText(/is verplaatst naar/).waitFor();
    }),
  ];
  for (const workstation of [acting, ...others]) await workstation.page.context().close();
  return results;
}

export const formatCosts = (costs: ActionCost[]) => [
  `| action (${WORKSTATIONS} workstations) | acting: writes | acting: reads | one colleague: most reads | all ${WORKSTATIONS - 1} colleagues: reads |`,
  '|---|---|---|---|---|',
  ...costs.map(
    (row) =>
      `| ${row.action} | ${row.actingWrites} | ${row.actingReads.length}${row.actingReads.length ? ` (${row.actingReads.join(', ')})` : ''} | ${row.othersMaxReads} | ${row.othersReads} |`,
  ),
];
