import type { Feature } from '../../shared/schema/workbench.ts';
import { isFeatureOn } from '../state/app-data.ts';

/** The 'orderlist' feature titles: each switches one icon or column of the order list per location. */
const LIST_FEATURES = [
  'ownDelivery',
  'morningDelivery',
  'afternoonDelivery',
  'eveningDelivery',
  'mourning',
  'photoService',
  'unpaidInvoices',
  'status',
] as const;

export type ListFeature = (typeof LIST_FEATURES)[number];
export type ListFeatureFlags = Readonly<Record<ListFeature, boolean>>;

/** A flag the location does not list counts as on (spec §2). */
export function listFeatureFlags(features: readonly Feature[]): ListFeatureFlags {
  return Object.fromEntries(LIST_FEATURES.map((title) => [title, isFeatureOn(features, title)])) as Record<ListFeature, boolean>;
}
