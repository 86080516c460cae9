import { toast } from 'sonner';
import type { AppServices, FoundOrder } from './types.ts';
import { chooseFolder } from './folder-picker.ts';
import { moveOrderToFolder } from '../orders/order-folder-actions.ts';
import { formatOrderRoute } from '../../shared/routes.ts';
import { endpoints } from '../api/endpoints.ts';
import { ApiError, call } from '../api/client.ts';
import { navigate } from '../navigation.ts';
import { markProcessed, startEditing } from '../state/order-edit.ts';
import { orderList, refreshOrderList } from '../state/order-list.ts';
import { indexAfterGap } from '../../shared/domain/list-place.ts';
import { sendMailAndReport } from '../detail/mail/send-mail.ts';
import { focusNewLogEntry, LOG_ENTRY_INPUT_ID } from '../detail/log-entry-focus.ts';
import { closeScanner, openEfCard, openScanner, toggleSidebar, ui } from '../state/ui.ts';
import { printOrderDocument } from '../print/print-document.ts';
import { clearSelection, extendSelection, selectAll, toggleSelected } from '../state/selection.ts';
import { runBulkJob, undoBulkJob } from '../selection/run-bulk-job.ts';
import { toastUndoable, undoSingleAction } from '../orders/single-undo.ts';
import { mailTypePicker } from '../selection/mail-type-picker.ts';
import { requestFilePicker } from '../panels/attachments/file-picker.ts';
import { deleteOrderAfterConfirmation } from '../detail/order-deletion.ts';
import { acceptPhoto, refusePhoto, takePhoto } from '../panels/photos/photo-camera.ts';
import { sendPhotoMail } from '../panels/photos/send-photo-mail.ts';
import { askHandoffWithdrawal } from '../panels/handoff/withdraw-handoff.ts';
import { markRelayHandled } from '../panels/relay/relay-handoff.ts';
import { importOrderToRelay } from '../panels/relay/relay-import-source.ts';
import { actOnNewestToast, dismissNewestStayingToast } from '../toasts/newest-toast.ts';
import { discardNewOrder, saveNewOrder } from '../phone-order/phone-order-state.ts';

export const SEARCH_INPUT_ID = 'werkplaats-search';

/** 'BLB0000254', '0000254', '0254' and '254' all name order BLB0000254. */
function sameOrderNumber(orderNumber: string, code: string): boolean {
  if (orderNumber.toLowerCase() === code.toLowerCase()) return true;
  return /^(blb)?\d+$/i.test(code) && orderNumber.replace(/^BLB0*/i, '') === code.replace(/^(blb)?0*/i, '');
}

/** A barcode's first 12 digits are the order id; anything else is looked up as an order number. */
async function findOrder(code: string): Promise<FoundOrder> {
  const digits = code.replace(/\s/g, '');
  if (/^\d{12,13}$/.test(digits)) {
    try {
      const order = await call(endpoints.getOrderByBarcode, { params: { id: digits } });
      return { id: order.id, orderNumber: order.orderNumber, photoService: order.extraService.photo };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  const found = await call(endpoints.listOrders, { query: { q: code.trim(), pageSize: 5 } });
  const exact = found.data.find((item) => sameOrderNumber(item.orderNumber, code.trim()) || String(item.id) === digits);
  const hit = exact ?? (found.data.length === 1 ? found.data[0] : undefined);
  if (!hit) throw new Error(`Order ${code} is niet gevonden`);
  return { id: hit.id, orderNumber: hit.orderNumber, photoService: hit.hasPhotoService };
}

/** A few frames: the list redraws after the navigation that goes with the change. */
const FOCUS_ATTEMPTS = 10;

/** Keyboard focus on the row that took the place of the order that left the list: the row ↓ opens next. */
function focusListPlace(attempt = 0) {
  const { gap, items } = orderList;
  if (!gap || items.length === 0) return;
  const target = items[indexAfterGap(items, gap) % items.length];
  // Found by its order number: until React has redrawn the list, the row at that index is still the departed one.
  const rows = document.querySelectorAll<HTMLElement>('[role="grid"][aria-label="Orders"] [role="row"]');
  const row = [...rows].find((candidate) => candidate.querySelector('.order-cell--number')?.textContent === target.orderNumber);
  if (row) row.focus({ preventScroll: true });
  else if (attempt < FOCUS_ATTEMPTS) requestAnimationFrame(() => focusListPlace(attempt + 1));
}

export const appServices: AppServices = {
  goTo: (target, options) => navigate(typeof target === 'string' ? target : formatOrderRoute(target), options),
  refreshList: () => refreshOrderList(),
  showPalette: () => {
    ui.paletteOpen = true;
  },
  toggleShortcuts: () => {
    ui.cheatSheetOpen = !ui.cheatSheetOpen;
  },
  // The last search is selected, so what is typed next replaces it ('/ BLB0000034' after a search for BLB0000177).
  focusSearch: () => {
    const input = document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
    input?.focus();
    input?.select();
  },
  editBlock: startEditing,
  markProcessed,
  focusNewLogEntry,
  focusListPlace: () => focusListPlace(),
  // One block is edited at a time, so there is at most one edit form.
  saveEditedBlock: () => document.querySelector<HTMLFormElement>('form.edit-form')?.requestSubmit(),
  submitLogEntry: () => document.querySelector<HTMLTextAreaElement>(`#${LOG_ENTRY_INPUT_ID}`)?.form?.requestSubmit(),
  sendMail: sendMailAndReport,
  printDocument: printOrderDocument,
  listPrintJobs: (orderId) => call(endpoints.listPrintJobs, { params: { id: orderId } }),
  listShipments: (orderId) => call(endpoints.listOrderShipments, { params: { id: String(orderId) } }),
  openEfCard,
  toggleSidebar,
  logout: () => navigate('/auth/logout'),
  chooseFolder,
  moveToFolder: moveOrderToFolder,
  findOrder,
  openScanner,
  closeScanner,
  toggleSelected,
  extendSelection,
  selectAll,
  clearSelection,
  runBulkJob,
  undoBulkJob,
  undoSingleAction,
  chooseMailType: mailTypePicker.choose,
  pickAttachmentFile: requestFilePicker,
  deleteOrder: deleteOrderAfterConfirmation,
  camera: { take: takePhoto, accept: acceptPhoto, refuse: refusePhoto },
  sendPhotoMail,
  markRelayHandled,
  importToRelay: importOrderToRelay,
  withdrawHandoff: askHandoffWithdrawal,
  phoneOrder: { save: saveNewOrder, discard: discardNewOrder },
  actOnNewestToast,
  dismissNewestToast: dismissNewestStayingToast,
  notify: {
    success: (message) => toast.success(message),
    undoable: (message) => toastUndoable(message),
    info: (message) => toast.info(message),
    error: (message) => toast.error(message),
  },
};

