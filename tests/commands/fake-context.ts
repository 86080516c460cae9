import { vi } from 'vitest';
import type { CommandContext } from '../../src/client/commands/types.ts';
import type { OrderListItem } from '../../src/shared/schema/order.ts';
import { moveOrderToFolder } from '../../src/client/orders/order-folder-actions.ts';

/** A command context with recorded app actions, for running commands without the app. */
export function fakeContext(overrides: Partial<CommandContext> = {}): CommandContext {
  return {
    app: {
      goTo: vi.fn(),
      refreshList: vi.fn(),
      showPalette: vi.fn(),
      toggleShortcuts: vi.fn(),
      focusSearch: vi.fn(),
      editBlock: vi.fn(),
      markProcessed: vi.fn(),
      focusNewLogEntry: vi.fn(),
      focusListPlace: vi.fn(),
      saveEditedBlock: vi.fn(),
      submitLogEntry: vi.fn(),
      sendMail: vi.fn(),
      printDocument: vi.fn(),
      listPrintJobs: vi.fn(),
      listShipments: vi.fn(),
      openEfCard: vi.fn(),
      toggleSidebar: vi.fn(),
      logout: vi.fn(),
      chooseFolder: vi.fn(),
      // The real move (over the test's fetch): tests of moving check what the list and the server got.
      moveToFolder: vi.fn(moveOrderToFolder),
      findOrder: vi.fn(),
      openScanner: vi.fn(),
      closeScanner: vi.fn(),
      toggleSelected: vi.fn(),
      extendSelection: vi.fn(),
      selectAll: vi.fn(),
      clearSelection: vi.fn(),
      runBulkJob: vi.fn(),
      undoBulkJob: vi.fn(),
      chooseMailType: vi.fn(),
      notify: { success: vi.fn(), info: vi.fn(), error: vi.fn() },
    },
    route: { tags: ['unprocessed'] },
    activeOrder: null,
    listItems: [],
    listGap: null,
    listPages: { page: 1, pages: 1 },
    isAdministrator: false,
    location: null,
    printsUnderway: [],
    selection: [],
    undoableBulkJob: null,
    flags: {},
    ...overrides,
  };
}

export const listItems = (...ids: number[]) => ids.map((id) => ({ id }) as OrderListItem);
