import { cardPrintProblem } from '../../shared/domain/card-rules.ts';
import { floristHandOver } from '../../shared/domain/florist-transport.ts';
import { isHandedOff } from '../../shared/domain/handoffs.ts';
import { hasPhotoService } from '../../shared/domain/attachments.ts';
import { mailTypesFor } from '../../shared/domain/order-mails.ts';
import { mayMarkProcessed } from '../../shared/domain/order-rules.ts';
import { hasDeliveryMoment } from '../../shared/domain/order-view.ts';
import type { PrintDocumentType } from '../../shared/domain/printing.ts';
import { canMailPhotos, photoMail } from '../panels/photos/send-photo-mail.ts';
import { printableCarriers } from '../../../commands/support/carrier-sending.ts';
import { hasPrints } from '../../../commands/printing.ts';
import { currentRowIndex } from '../../../commands/support/selection-rows.ts';
import type { CommandContext } from './types.ts';

export type CommandData = Omit<CommandContext, 'app' | 'flags'>;

/**
 * The when-flags of the work at hand: what a command context holds (the address, the open order, the list, the
 * selection) and the photo mail under way. command-context.ts adds those of the screen (focus, dialogs, camera,
 * features); tests of commands make their flags here too, so a when-clause is judged alike everywhere.
 */
export function contextFlags(context: CommandData) {
  const { route, listItems } = context;
  const order = route !== null && typeof route.id === 'number' ? context.activeOrder : null;
  const mails = order ? mailTypesFor(order.paymentMethod.id) : [];
  const printable = (type: PrintDocumentType) =>
    order !== null &&
    (type === 'order' || cardPrintProblem(order.card) === null) &&
    !context.printsUnderway.some((print) => print.orderId === order.id && print.type === type);
  const { page, pages } = context.listPages;
  const pageThere = (target: number) => route !== null && target >= 1 && target <= pages && target !== page;
  return {
    'route.order': route !== null,
    'route.sendTo': route?.action?.startsWith('sendTo') ?? false,
    'route.viewFlorist': route?.action === 'viewFlorist',
    'route.addPhoto': route?.action === 'addPhoto',
    'actionPanel.open': route?.action !== undefined,
    'order.open': typeof route?.id === 'number',
    'order.loaded': order !== null,
    'order.processable': order !== null && mayMarkProcessed(order),
    'order.handedOff': order !== null && isHandedOff(order.treatment),
    'order.withColleague': order?.treatment === 'Collega bloemist' && floristHandOver(order) !== null,
    'order.photoService': order !== null && hasPhotoService(order),
    'order.photosToMail': order !== null && canMailPhotos(order),
    'order.printed': order !== null && hasPrints(order),
    'order.labelPrintable': order !== null && printableCarriers(order).length > 0,
    'order.deliveryMoment': order !== null && hasDeliveryMoment(order),
    'printable.order': printable('order'),
    'printable.card1': printable('card1'),
    'printable.card2': printable('card2'),
    'mail.KiB': mails.includes('KiB'),
    'mail.AddressError': mails.includes('AddressError'),
    'mail.Confirmation': mails.includes('Confirmation'),
    'mail.NotOnAccount': mails.includes('NotOnAccount'),
    'list.any': listItems.length > 0,
    'list.row': route !== null && currentRowIndex(context) >= 0,
    'page.first': pageThere(1),
    'page.previous': pageThere(page - 1),
    'page.next': pageThere(page + 1),
    'page.last': pageThere(pages),
    'selection.any': context.selection.length > 0,
    'bulk.undoable': context.undoableBulkJob !== null,
    'undo.available': context.undoableAction !== null,
    'user.admin': context.isAdministrator,
    'photo.mailSending': photoMail.sendingFor !== null,
    'route.create': route?.id === 'create',
  };
}
