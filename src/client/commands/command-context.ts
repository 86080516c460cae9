import type { CommandContext } from './types.ts';
import { appServices } from './app-services.ts';
import { LOG_ENTRY_INPUT_ID } from '../detail/log-entry-focus.ts';
import { contextFlags, type CommandData } from './context-flags.ts';
import type { WhenFlag } from '../../shared/commands/when-flags.ts';
import type { Carrier } from '../../shared/domain/constants.ts';
import { currentOrderRoute } from '../navigation.ts';
import { activeOrder } from '../state/active-order.ts';
import { orderList } from '../state/order-list.ts';
import { isAdministrator } from '../state/session.ts';
import { ui } from '../state/ui.ts';
import { editing } from '../state/order-edit.ts';
import { appData, isFeatureOn } from '../state/app-data.ts';
import { isTextField } from './text-field.ts';
import { enabledCarriers } from '../../shared/domain/carrier-button.ts';
import { CARRIERS } from '../../shared/domain/constants.ts';
import { workstation } from '../state/workstation.ts';
import { selectedOrderIds } from '../state/selection.ts';
import { undoableJobId } from '../selection/last-bulk-job.ts';
import { newestUndo } from '../state/last-undo.ts';
import { newestActionToast, newestStayingToast } from '../toasts/newest-toast.ts';

/** A snapshot of the app for commands: read fresh every time a command is considered. */
export function commandContext(): CommandContext {
  const route = currentOrderRoute();
  const { total, pageSize, page } = orderList.meta;
  const carriers = enabledCarriers(appData.features);
  const data: CommandData = {
    route,
    activeOrder: activeOrder.order,
    listItems: orderList.items,
    listGap: orderList.gap,
    listPages: { page, pages: Math.max(1, Math.ceil(total / pageSize)) },
    isAdministrator: isAdministrator(),
    location: workstation.config?.name ?? null,
    printsUnderway: ui.printsUnderway,
    selection: selectedOrderIds(),
    undoableBulkJob: undoableJobId(),
    undoableAction: newestUndo(),
  };
  // Every when-flag is made here: what the context holds, then the screen (focus, dialogs, camera, features).
  const flags: Record<WhenFlag, boolean> = {
    ...contextFlags(data),
    ...(Object.fromEntries(CARRIERS.map((carrier) => [`carrier.${carrier}`, carriers.includes(carrier)])) as Record<`carrier.${Carrier}`, boolean>),
    inputFocus: isTextField(document.activeElement),
    'block.editing': editing.block !== null,
    'logEntry.focus': document.activeElement?.id === LOG_ENTRY_INPUT_ID,
    'feature.internalLog': isFeatureOn(appData.features, 'internalLog'),
    'feature.printEfCard': isFeatureOn(appData.features, 'printEfCard', false),
    'palette.open': ui.paletteOpen,
    'overlay.open': ui.paletteOpen || ui.cheatSheetOpen || ui.configErrorOpen || ui.efCardOpen || ui.scannerOpen,
    'scanner.open': ui.scannerOpen,
    'photo.live': route?.action === 'addPhoto' && ui.camera === 'live',
    'photo.preview': route?.action === 'addPhoto' && ui.camera === 'preview',
    'toast.action': newestActionToast() !== undefined,
    'toast.staying': newestStayingToast() !== undefined,
  };
  return { app: appServices, ...data, flags };
}
