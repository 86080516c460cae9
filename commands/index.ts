// Every command of the workbench. A command file's name is its id.
import type { Command } from '../src/client/commands/types.ts';
import attachmentUpload from './attachment.upload.ts';
import attachmentsOpen from './attachments.open.ts';
import authLogout from './auth.logout.ts';
import blockEditAddress from './block.editAddress.ts';
import blockEditCard from './block.editCard.ts';
import blockEditComment from './block.editComment.ts';
import blockEditCustomer from './block.editCustomer.ts';
import blockEditDeliveryDate from './block.editDeliveryDate.ts';
import blockEditDeliveryMoment from './block.editDeliveryMoment.ts';
import blockEditDeliveryStatus from './block.editDeliveryStatus.ts';
import blockEditEmail from './block.editEmail.ts';
import blockEditInvoiceEmail from './block.editInvoiceEmail.ts';
import blockEditNotes from './block.editNotes.ts';
import blockSave from './block.save.ts';
import bulkHandoff from './bulk.handoff.ts';
import bulkMail from './bulk.mail.ts';
import bulkMove from './bulk.move.ts';
import bulkPrint from './bulk.print.ts';
import bulkPrintOrders from './bulk.printOrders.ts';
import bulkProcess from './bulk.process.ts';
import bulkUndo from './bulk.undo.ts';
import carrierPrintLabel from './carrier.printLabel.ts';
import carrierSendDynalogic from './carrier.send.dynalogic.ts';
import carrierSendPostnl from './carrier.send.postnl.ts';
import carrierSendRedjepakketje from './carrier.send.redjepakketje.ts';
import carrierSendRegio from './carrier.send.regio.ts';
import carrierSendReviva from './carrier.send.reviva.ts';
import carrierSendTrunkrs from './carrier.send.trunkrs.ts';
import carrierSendZorgeloosbezorgd from './carrier.send.zorgeloosbezorgd.ts';
import carrierSendSuggested from './carrier.sendSuggested.ts';
import floristSend from './florist.send.ts';
import floristView from './florist.view.ts';
import goAdmin from './go.admin.ts';
import goAdminBarcodes from './go.adminBarcodes.ts';
import goAdminDeleted from './go.adminDeleted.ts';
import goAdminFeatures from './go.adminFeatures.ts';
import goAdminFlorists from './go.adminFlorists.ts';
import goAdminLocation from './go.adminLocation.ts';
import goAdminTags from './go.adminTags.ts';
import goDeliveryExpired from './go.deliveryExpired.ts';
import goFolder from './go.folder.ts';
import goOther from './go.other.ts';
import goPlan from './go.plan.ts';
import goProcessed from './go.processed.ts';
import goToday from './go.today.ts';
import goTomorrow from './go.tomorrow.ts';
import goUnprocessed from './go.unprocessed.ts';
import helpShortcuts from './help.shortcuts.ts';
import listFirstPage from './list.firstPage.ts';
import listLastPage from './list.lastPage.ts';
import listNextPage from './list.nextPage.ts';
import listPreviousPage from './list.previousPage.ts';
import listRefresh from './list.refresh.ts';
import logAdd from './log.add.ts';
import logSubmit from './log.submit.ts';
import mailSendAddressError from './mail.send.addressError.ts';
import mailSendConfirmation from './mail.send.confirmation.ts';
import mailSendKib from './mail.send.kib.ts';
import mailSendNotOnAccount from './mail.send.notOnAccount.ts';
import orderDelete from './order.delete.ts';
import orderMarkProcessed from './order.markProcessed.ts';
import orderMoveToFolder from './order.moveToFolder.ts';
import orderNext from './order.next.ts';
import orderOpen from './order.open.ts';
import orderPrevious from './order.previous.ts';
import orderScan from './order.scan.ts';
import paletteShow from './palette.show.ts';
import panelClose from './panel.close.ts';
import photoAccept from './photo.accept.ts';
import photoMail from './photo.mail.ts';
import photoRefuse from './photo.refuse.ts';
import photoTake from './photo.take.ts';
import photosOpen from './photos.open.ts';
import planTomorrow from './plan.tomorrow.ts';
import printCard1 from './print.card1.ts';
import printCard2 from './print.card2.ts';
import printEfCard from './print.efCard.ts';
import printOrder from './print.order.ts';
import printReprint from './print.reprint.ts';
import printReprintLast from './print.reprintLast.ts';
import relayMark from './relay.mark.ts';
import relaySend from './relay.send.ts';
import scanCamera from './scan.camera.ts';
import scannerClose from './scanner.close.ts';
import searchFocus from './search.focus.ts';
import selectionAll from './selection.all.ts';
import selectionClear from './selection.clear.ts';
import selectionExtendDown from './selection.extendDown.ts';
import selectionExtendUp from './selection.extendUp.ts';
import selectionToggle from './selection.toggle.ts';
import sidebarToggle from './sidebar.toggle.ts';
import toastAct from './toast.act.ts';
import toastDismiss from './toast.dismiss.ts';
import undoLast from './undo.last.ts';
import relayImport from './relay.import.ts';
import handoffWithdraw from './handoff.withdraw.ts';
import orderCreate from './order.create.ts';
import orderCreateDiscard from './order.createDiscard.ts';
import orderCreateSave from './order.createSave.ts';

export const commands: readonly Command<any>[] = [
  attachmentsOpen,
  attachmentUpload,
  authLogout,
  blockEditAddress,
  blockEditCard,
  blockEditComment,
  blockEditCustomer,
  blockEditDeliveryDate,
  blockEditDeliveryMoment,
  blockEditDeliveryStatus,
  blockEditEmail,
  blockEditInvoiceEmail,
  blockEditNotes,
  blockSave,
  bulkHandoff,
  bulkMail,
  bulkMove,
  bulkPrint,
  bulkPrintOrders,
  bulkProcess,
  bulkUndo,
  carrierPrintLabel,
  carrierSendDynalogic,
  carrierSendPostnl,
  carrierSendRedjepakketje,
  carrierSendRegio,
  carrierSendReviva,
  carrierSendTrunkrs,
  carrierSendZorgeloosbezorgd,
  carrierSendSuggested,
  floristSend,
  floristView,
  relaySend,
  relayMark,
  goAdmin,
  goAdminFlorists,
  goAdminTags,
  goAdminLocation,
  goAdminDeleted,
  goAdminBarcodes,
  goAdminFeatures,
  goDeliveryExpired,
  goFolder,
  goOther,
  goPlan,
  planTomorrow,
  goProcessed,
  goToday,
  goTomorrow,
  goUnprocessed,
  helpShortcuts,
  listFirstPage,
  listLastPage,
  listNextPage,
  listPreviousPage,
  listRefresh,
  logAdd,
  logSubmit,
  mailSendAddressError,
  mailSendConfirmation,
  mailSendKib,
  mailSendNotOnAccount,
  orderMarkProcessed,
  orderDelete,
  orderMoveToFolder,
  orderNext,
  orderOpen,
  orderPrevious,
  orderScan,
  paletteShow,
  panelClose,
  photosOpen,
  photoTake,
  photoAccept,
  photoRefuse,
  photoMail,
  printCard1,
  printCard2,
  printEfCard,
  printOrder,
  printReprint,
  printReprintLast,
  scanCamera,
  scannerClose,
  searchFocus,
  selectionAll,
  selectionClear,
  selectionExtendDown,
  selectionExtendUp,
  selectionToggle,
  sidebarToggle,
  toastAct,
  toastDismiss,
  undoLast,
  relayImport,
  handoffWithdraw,
  orderCreate,
  orderCreateSave,
  orderCreateDiscard,
];
