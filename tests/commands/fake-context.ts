import { vi } from 'vitest';
import type { Command, CommandContext } from '../../src/client/commands/types.ts';
import { contextFlags } from '../../src/client/commands/context-flags.ts';
import { commandApplies } from '../../src/client/commands/run-command.ts';
import type { OrderListItem } from '../../src/shared/schema/order.ts';
import { moveOrderToFolder } from '../../src/client/orders/order-folder-actions.ts';
import { requestFilePicker } from '../../src/client/panels/attachments/file-picker.ts';
import { acceptPhoto, refusePhoto, takePhoto } from '../../src/client/panels/photos/photo-camera.ts';
import { sendPhotoMail } from '../../src/client/panels/photos/send-photo-mail.ts';
import { askHandoffWithdrawal } from '../../src/client/panels/handoff/withdraw-handoff.ts';
import { markRelayHandled } from '../../src/client/panels/relay/relay-handoff.ts';
import { importOrderToRelay } from '../../src/client/panels/relay/relay-import-source.ts';
import { deleteOrderAfterConfirmation } from '../../src/client/detail/order-deletion.ts';

/**
 * A command context with recorded app actions, for running commands without the app. Its flags follow from its
 * data as the app's do; `flags` adds those of the screen (focus, dialogs, features) or overrides one.
 */
export function fakeContext(overrides: Partial<CommandContext> = {}): CommandContext {
  const context: CommandContext = {
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
      undoSingleAction: vi.fn(),
      chooseMailType: vi.fn(),
      // The real ones: tests of these commands check what the screen, the camera and the server got.
      pickAttachmentFile: vi.fn(requestFilePicker),
      deleteOrder: vi.fn(deleteOrderAfterConfirmation),
      camera: { take: vi.fn(takePhoto), accept: vi.fn(acceptPhoto), refuse: vi.fn(refusePhoto) },
      sendPhotoMail: vi.fn(sendPhotoMail),
      markRelayHandled: vi.fn(markRelayHandled),
      importToRelay: vi.fn(importOrderToRelay),
      withdrawHandoff: vi.fn(askHandoffWithdrawal),
      phoneOrder: { save: vi.fn(), discard: vi.fn() },
      actOnNewestToast: vi.fn(),
      dismissNewestToast: vi.fn(),
      notify: { success: vi.fn(), undoable: vi.fn(), info: vi.fn(), error: vi.fn() },
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
    undoableAction: null,
    flags: {},
    ...overrides,
  };
  return { ...context, flags: { ...contextFlags(context), ...overrides.flags } };
}

/** Whether a command applies in a context: its when-clause over the context's flags, as the runner asks. */
export const applies = (command: Command<any>, context: CommandContext) => commandApplies(command, context);

export const listItems = (...ids: number[]) => ids.map((id) => ({ id }) as OrderListItem);
