// Every command of the workbench. A command file's name is its id.
import type { Command } from '../src/client/commands/types.ts';
import authLogout from './auth.logout.ts';
import goAdmin from './go.admin.ts';
import goDeliveryExpired from './go.deliveryExpired.ts';
import goProcessed from './go.processed.ts';
import goUnprocessed from './go.unprocessed.ts';
import helpShortcuts from './help.shortcuts.ts';
import listFirstPage from './list.firstPage.ts';
import listLastPage from './list.lastPage.ts';
import listNextPage from './list.nextPage.ts';
import listPreviousPage from './list.previousPage.ts';
import listRefresh from './list.refresh.ts';
import orderNext from './order.next.ts';
import orderOpen from './order.open.ts';
import orderPrevious from './order.previous.ts';
import paletteShow from './palette.show.ts';
import panelClose from './panel.close.ts';
import searchFocus from './search.focus.ts';
import sidebarToggle from './sidebar.toggle.ts';

export const commands: readonly Command<any>[] = [
  authLogout,
  goAdmin,
  goDeliveryExpired,
  goProcessed,
  goUnprocessed,
  helpShortcuts,
  listFirstPage,
  listLastPage,
  listNextPage,
  listPreviousPage,
  listRefresh,
  orderNext,
  orderOpen,
  orderPrevious,
  paletteShow,
  panelClose,
  searchFocus,
  sidebarToggle,
];
