// The features of this workstation's location on /admin/features: loaded when the page opens; a switch shows at once
// and is taken back when the server refuses it.
import { endpoints } from '../../api/endpoints.ts';
import type { Feature } from '../../../shared/schema/workbench.ts';
import { call } from '../../api/client.ts';
import { appData } from '../../state/app-data.ts';
import { changeList, loadList, serverList } from '../server-list.ts';

export const features = serverList<Feature>();

export const loadFeatures = () => loadList(features, () => call(endpoints.listFeatures));

const setEnabled = (id: number, enabled: boolean) =>
  changeList(features, (list) => list.map((feature) => (feature.id === id ? { ...feature, extraAttribute_28088961: enabled } : feature)));

/** Switches a feature on or off; rejects (the switch taken back) when the server refuses it. */
export async function switchFeature(feature: Feature, enabled: boolean): Promise<void> {
  setEnabled(feature.id, enabled);
  try {
    const saved = await call(endpoints.switchFeature, { params: { id: feature.id }, body: { extraAttribute_28088961: enabled } });
    // The admin area has no live socket: the workbench this browser returns to learns the switch here.
    appData.features = appData.features.map((known) => (known.id === saved.id ? saved : known));
  } catch (error) {
    setEnabled(feature.id, !enabled);
    throw error;
  }
}
