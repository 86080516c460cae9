// The colleague florists of /admin/florists: loaded when the page opens, each save put in by what the server answers.
import { endpoints } from '../../api/endpoints.ts';
import type { Florist, FloristInput } from '../../../shared/schema/florists.ts';
import { call } from '../../api/client.ts';
import { changeList, loadList, serverList } from '../server-list.ts';
import { floristValues } from './florist-values.ts';

export const florists = serverList<Florist>();

const byName = (a: Florist, b: Florist) => a.name.localeCompare(b.name, 'nl') || a.id - b.id;

export const loadFlorists = () => loadList(florists, async () => [...(await call(endpoints.listFlorists))].sort(byName));

/** Adds a florist (no id) or updates one; the list shows the answer. Rejects with the server's message and fields. */
export async function saveFlorist(id: number | null, values: FloristInput): Promise<Florist> {
  const saved = id === null
    ? await call(endpoints.createFlorist, { body: values })
    : await call(endpoints.updateFlorist, { params: { id }, body: values });
  changeList(florists, (list) => [...list.filter((florist) => florist.id !== saved.id), saved].sort(byName));
  return saved;
}

/** Deactivates an active florist, activates an inactive one. */
export const toggleFloristActive = (florist: Florist) => saveFlorist(florist.id, { ...floristValues(florist), active: !florist.active });
