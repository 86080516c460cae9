import { DAY_FOLDERS, SPECIAL_TAGS, type TagRef } from '../../shared/domain/constants.ts';

const NAMED_FOLDERS: readonly string[] = [...SPECIAL_TAGS, ...DAY_FOLDERS];

/** Reads the tags of a query string (`tags[]=a&tags[]=b` or `tags=a,b`); null when one is not a folder. */
export function parseTags(raw: string | string[] | undefined): TagRef[] | null {
  const values = (Array.isArray(raw) ? raw : raw ? [raw] : []).flatMap((value) => value.split(','));
  const tags: TagRef[] = [];
  for (const value of values.map((v) => v.trim()).filter(Boolean)) {
    if (/^\d{1,12}$/.test(value)) tags.push(Number(value));
    else if (NAMED_FOLDERS.includes(value)) tags.push(value as TagRef);
    else return null;
  }
  return [...new Set(tags)];
}
