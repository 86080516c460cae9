import { DateTime } from 'luxon';
import { TIMEZONE, TODAY_CUTOFF_HOUR, TREATMENT_NEW, type DayFolder, type TagRef } from './constants.ts';
import type { OrderListItem } from '../schema/order.ts';

/** A folder tab (spec §2) or one of the delivery-day views of unprocessed orders (spec §4 list updates). */
export type FolderView = TagRef;

export type FolderFields = Pick<OrderListItem, 'treatment' | 'tag' | 'deliveryDate' | 'activeTransporter'>;

/** Treatments of orders handed to someone else: they can no longer miss their delivery here. */
const HANDED_OVER_TREATMENTS: readonly string[] = ['Collega bloemist', 'Euroflorist', 'Afgehandeld'];

/** Treatment 'Nieuw' is unprocessed; anything else counts as processed (spec §4). */
export const isUnprocessed = (treatment: string) => treatment === TREATMENT_NEW;

/** In the unprocessed folder: in no numeric folder, and its treatment still the unprocessed one. */
const inUnprocessedFolder = (order: FolderFields) => order.tag === null && isUnprocessed(order.treatment);

const amsterdam = (now: Date) => DateTime.fromJSDate(now).setZone(TIMEZONE);

/**
 * The delivery date the shop is working on: today until 12:00 Amsterdam time; from 12:00 today's run has left,
 * so the work is tomorrow's deliveries.
 */
export function workingDeliveryDate(now: Date): string {
  const local = amsterdam(now);
  return (local.hour >= TODAY_CUTOFF_HOUR ? local.plus({ days: 1 }) : local).toISODate()!;
}

function deliveryDay(order: FolderFields, now: Date): DayFolder {
  const today = workingDeliveryDate(now);
  if (order.deliveryDate === today) return 'today';
  const tomorrow = DateTime.fromISO(today, { zone: TIMEZONE }).plus({ days: 1 }).toISODate();
  return order.deliveryDate === tomorrow ? 'tomorrow' : 'other';
}

/**
 * Whether an order belongs in a folder view, by the server's rules (src/server/db/folder-filter.ts) for the
 * folder tabs. today/tomorrow/other split the unprocessed orders by delivery date against workingDeliveryDate.
 */
export function orderBelongsIn(order: FolderFields, folder: FolderView, now: Date): boolean {
  if (typeof folder === 'number') return order.tag?.id === folder;
  switch (folder) {
    case 'unprocessed':
      return inUnprocessedFolder(order);
    case 'processed':
      return order.tag === null && !isUnprocessed(order.treatment);
    case 'deliveryexpired':
      // Calendar today, not the working day: an order is expired once its delivery date has passed.
      return (
        order.activeTransporter === null &&
        order.deliveryDate < amsterdam(now).toISODate()! &&
        !HANDED_OVER_TREATMENTS.includes(order.treatment)
      );
    default:
      return inUnprocessedFolder(order) && deliveryDay(order, now) === folder;
  }
}

/** A list of several folders holds what any of them holds; no folders means every order (as on the server). */
export function listViewMatches(order: FolderFields, folders: readonly FolderView[], now: Date): boolean {
  return folders.length === 0 || folders.some((folder) => orderBelongsIn(order, folder, now));
}
