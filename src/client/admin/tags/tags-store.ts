// The folders of /admin/tags 'Mappen beheren': loaded when the page opens, an added or deleted one put in or taken
// out by what the server answers.
import { endpoints } from '../../api/endpoints.ts';
import type { Tag } from '../../../shared/schema/tag.ts';
import { call } from '../../api/client.ts';
import { changeList, loadList, serverList } from '../server-list.ts';

export const tags = serverList<Tag>();

const byTitle = (a: Tag, b: Tag) => a.title.localeCompare(b.title, 'nl');

export const loadTags = () => loadList(tags, () => call(endpoints.listTags));

/** Adds a folder; rejects with the server's refusal (a name in use, …). */
export async function addTag(title: string): Promise<Tag> {
  const tag = await call(endpoints.createTag, { body: { title } });
  changeList(tags, (list) => [...list, tag].sort(byTitle));
  return tag;
}

/** Deletes an (empty) folder; rejects with the server's refusal. */
export async function deleteTag(tag: Tag): Promise<void> {
  await call(endpoints.deleteTag, { params: { id: Number(tag.id) } });
  changeList(tags, (list) => list.filter((candidate) => candidate.id !== tag.id));
}
