// The counts beside the folder tabs, the special folders and the day folders, kept up to date without asking.
import { orderBelongsIn, type FolderFields, type FolderView } from '../../shared/domain/folder-match.ts';
import { DAY_FOLDERS } from '../../shared/domain/constants.ts';
import { dayFolders, loadDayFolderCounts } from './day-folders.ts';
import { folders, loadFolders } from './folders.ts';

const REFRESH_DELAY_MS = 300;

/**
 * Moves an order's weight from the folders it was in to the folders it is in now (folder-match.ts decides); null:
 * in none (deleted, or brought back).
 */
export function patchFolderCounts(before: FolderFields | null, after: FolderFields | null, now: Date = new Date()) {
  const weight = (order: FolderFields | null, folder: FolderView) => Number(order !== null && orderBelongsIn(order, folder, now));
  const delta = (folder: FolderView) => weight(after, folder) - weight(before, folder);
  for (const tag of folders.tags) tag.count = Math.max(0, tag.count + delta(tag.id as FolderView));
  for (const special of [folders.processed, folders.deliveryExpired]) {
    if (special) special.count = Math.max(0, special.count + delta(special.id as FolderView));
  }
  for (const folder of DAY_FOLDERS) {
    const count = dayFolders.counts[folder];
    if (count !== undefined) dayFolders.counts[folder] = Math.max(0, count + delta(folder));
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Asks the server for every count once, after a burst of changes it could not patch has passed. */
export function refreshFolderCountsSoon() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void loadFolders();
    void loadDayFolderCounts();
  }, REFRESH_DELAY_MS);
}
