import { proxy } from 'valtio';
import { DAY_FOLDERS, type DayFolder } from '../../shared/domain/constants.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';

/** How many unprocessed orders the today/tomorrow/other folders hold; unknown until counted. */
export const dayFolders = proxy({ counts: {} as Partial<Record<DayFolder, number>> });

/** Counts each day folder with a one-row page (the server counts these by date: no kept counts exist). */
export async function loadDayFolderCounts() {
  await Promise.all(
    DAY_FOLDERS.map(async (folder) => {
      try {
        const page = await call(endpoints.listOrders, { query: { 'tags[]': [folder], pageSize: 1 } });
        dayFolders.counts[folder] = page.meta.total;
      } catch {
        // A count is a hint beside the link; the folder itself still opens.
      }
    }),
  );
}
