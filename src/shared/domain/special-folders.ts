import { SPECIAL_TAGS, type SpecialTag } from './constants.ts';

/** A folder that is a rule over the orders rather than a tag staff made (spec §2): its id, Dutch title and route. */
export interface SpecialFolder {
  id: SpecialTag;
  title: string;
  route: string;
}

const TITLES: Readonly<Record<SpecialTag, string>> = {
  unprocessed: 'Nieuwe orders',
  processed: 'Verwerkte orders',
  deliveryexpired: 'Verlopen bezorgingen',
};

export const SPECIAL_FOLDERS: Readonly<Record<SpecialTag, SpecialFolder>> = Object.fromEntries(
  SPECIAL_TAGS.map((id) => [id, { id, title: TITLES[id], route: `/order/t[${id}]` }]),
) as Record<SpecialTag, SpecialFolder>;

/** The special folders in the order the workbench lists them. */
export const SPECIAL_FOLDER_LIST: readonly SpecialFolder[] = SPECIAL_TAGS.map((id) => SPECIAL_FOLDERS[id]);
