import type { DayFolder, SpecialTag, TagRef } from '../../shared/domain/constants.ts';
import { workingDeliveryDate } from '../../shared/domain/folder-match.ts';

/**
 * SQL for the folders of spec §2 (alias `o`). Constants are written into the SQL, not bound, so that
 * PostgreSQL can match each folder to its partial index (orders_unprocessed, orders_processed, …).
 * Special folders hold only orders that are in no numeric folder: moving an order to a folder takes it
 * out of the unprocessed or processed list.
 */
const UNPROCESSED = `(o.tag_id IS NULL AND o.treatment = 'Nieuw')`;
const SPECIAL_FOLDERS: Record<SpecialTag | DayFolder, string> = {
  unprocessed: UNPROCESSED,
  processed: `(o.tag_id IS NULL AND o.treatment <> 'Nieuw')`,
  // Past its delivery date and never handed to a carrier, florist or relay service.
  deliveryexpired: `(o.active_transporter IS NULL AND o.delivery_date < $today
                     AND o.treatment NOT IN ('Collega bloemist', 'Euroflorist', 'Afgehandeld'))`,
  // The unprocessed orders by delivery day against the working date ($working: 12:00 Amsterdam cut-off).
  today: `(${UNPROCESSED} AND o.delivery_date = $working::date)`,
  tomorrow: `(${UNPROCESSED} AND o.delivery_date = $working::date + 1)`,
  other: `(${UNPROCESSED} AND o.delivery_date NOT IN ($working::date, $working::date + 1))`,
};

/** Folders whose content moves with the clock: the database keeps no count for them. */
const DATE_DEPENDENT_FOLDERS: readonly TagRef[] = ['deliveryexpired', 'today', 'tomorrow', 'other'];

/** `today` is the calendar date in Amsterdam; `now` decides the working date of the day folders. */
export function folderCondition(
  tags: readonly TagRef[],
  bind: (value: unknown) => string,
  today: string,
  now: Date = new Date(),
): string | null {
  const numeric = tags.filter((tag): tag is number => typeof tag === 'number');
  const dates: Record<string, string> = { today, working: workingDeliveryDate(now) };
  const parts = tags
    .filter((tag) => typeof tag === 'string')
    .map((tag) => SPECIAL_FOLDERS[tag as SpecialTag | DayFolder].replace(/\$(today|working)\b/g, (_, name: string) => bind(dates[name])));
  if (numeric.length === 1) parts.push(`o.tag_id = ${bind(numeric[0])}`);
  if (numeric.length > 1) parts.push(`o.tag_id = ANY(${bind(numeric)}::bigint[])`);
  return parts.length ? `(${parts.join(' OR ')})` : null;
}

/**
 * The folder_counts rows whose sum is the size of this folder view (migration 002); null when the view holds a
 * folder that depends on today's date and must be counted. No tags means every folder.
 */
export function countedFolders(tags: readonly TagRef[]): string[] | 'all' | null {
  if (tags.length === 0) return 'all';
  if (tags.some((tag) => DATE_DEPENDENT_FOLDERS.includes(tag))) return null;
  return tags.map(String);
}
