import { proxy } from 'valtio';
import type { Tag } from '../../shared/schema/tag.ts';
import { endpoints } from '../api/endpoints.ts';
import { call } from '../api/client.ts';

/** The folder tabs with counts; a count higher than the one the user last saw is highlighted (hasNewCount). */
export const folders = proxy({
  tags: [] as Tag[],
  processed: null as Tag | null,
  deliveryExpired: null as Tag | null,
  seenCounts: {} as Record<string, number>,
  error: null as string | null,
});

export async function loadFolders() {
  try {
    const [tags, processed, deliveryExpired] = await Promise.all([
      call(endpoints.listTags),
      call(endpoints.getProcessedFolder),
      call(endpoints.getExpiredFolder),
    ]);
    for (const tag of tags) folders.seenCounts[tag.id] ??= tag.count;
    Object.assign(folders, { tags, processed, deliveryExpired, error: null });
  } catch (error) {
    folders.error = (error as Error).message;
  }
}

export const hasNewCount = (tag: Tag, seen: Record<string, number>) => tag.count > (seen[tag.id] ?? tag.count);

/** Opening a folder marks its count as seen. */
export function markFolderSeen(id: string | number) {
  const tag = folders.tags.find((candidate) => String(candidate.id) === String(id));
  if (tag) folders.seenCounts[tag.id] = tag.count;
}
