// Shared set-up for the selection and bulk tests: the list pane with the keyboard layer and the folder picker,
// over the fake workbench API of the list tests, and bulk jobs as the server answers them.
import { act, render, screen } from '@testing-library/react';
import { KeymapHost } from '../../src/client/commands/KeymapHost.tsx';
import { FolderPicker } from '../../src/client/commands/FolderPicker.tsx';
import { OrderListPane } from '../../src/client/orders/OrderListPane.tsx';
import { lastBulkJob } from '../../src/client/selection/last-bulk-job.ts';
import { clearSelection } from '../../src/client/state/selection.ts';
import type { BulkJob, BulkJobItem } from '../../src/shared/schema/bulk.ts';
import type { BulkKind } from '../../src/shared/domain/bulk.ts';
import { resetStores } from './orders/list-fixtures.tsx';

export function resetSelection() {
  resetStores();
  clearSelection();
  lastBulkJob.undoable = null;
}

/** The workbench's list with its keys, at an order address. */
export async function renderListWithKeys(path: string) {
  window.history.replaceState(null, '', path);
  const view = render(
    <>
      <KeymapHost />
      <OrderListPane />
      <FolderPicker />
    </>,
  );
  await act(async () => {});
  return view;
}

export const checkbox = (orderNumber: string) => screen.getByRole('checkbox', { name: `Selecteer order ${orderNumber}` });

/** The order numbers whose checkbox is ticked, top to bottom. */
export const tickedOrders = () =>
  screen
    .getAllByRole('checkbox', { name: /^Selecteer order / })
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.getAttribute('aria-label')!.replace('Selecteer order ', ''));

export const JOB_ID = '7f9c2b1e-3d4a-4c5b-8e6f-0a1b2c3d4e5f';

export function bulkJob(action: BulkKind, items: Partial<BulkJobItem>[], overrides: Partial<BulkJob> = {}): BulkJob {
  const full = items.map((item, index) => ({
    orderId: 10000001 + index,
    orderNumber: `BLB${String(index + 1).padStart(7, '0')}`,
    state: 'ok' as const,
    message: null,
    ...item,
  }));
  return {
    id: JOB_ID,
    action,
    state: 'done',
    user: 'medewerker',
    total: full.length,
    done: full.filter((item) => item.state !== 'pending').length,
    createdAt: 1_800_000_000,
    finishedAt: 1_800_000_001,
    undoUntil: ['move', 'process'].includes(action) ? Date.now() + 15_000 : null,
    summary: null,
    items: full,
    ...overrides,
  };
}
