import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import { messages } from '../../../shared/domain/messages.ts';
import { endpoints } from '../../../shared/protocol/endpoints.ts';
import type { Feature } from '../../../shared/schema/workbench.ts';
import { call } from '../../api/client.ts';
import { appData } from '../../state/app-data.ts';
import { workstation } from '../../state/workstation.ts';
import { ErrorPanel } from '../florists/ErrorPanel.tsx';
import { featureLabel, groupFeatures, isSwitchable } from './feature-groups.ts';
import './features.css';

const SAVE_FAILED = 'Kan eigenschap niet opslaan!';

/**
 * /admin/features (spec §2): the features of this workstation's location as checkboxes per group. A switch shows at
 * once and is taken back when the server refuses it; the server tells every workbench to reload its features.
 */
export function FeaturesPage() {
  const { config } = useSnapshot(workstation);
  const [features, setFeatures] = useState<Feature[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    call(endpoints.listFeatures)
      .then(setFeatures)
      .catch((error: Error) => setLoadError(error.message));
  }, []);

  const setEnabled = (id: number, enabled: boolean) =>
    setFeatures((list) => (list ?? []).map((feature) => (feature.id === id ? { ...feature, extraAttribute_28088961: enabled } : feature)));
  const markSaving = (id: number, busy: boolean) =>
    setSaving((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const switchFeature = async (feature: Feature, enabled: boolean) => {
    setEnabled(feature.id, enabled);
    markSaving(feature.id, true);
    try {
      const saved = await call(endpoints.switchFeature, { params: { id: feature.id }, body: { extraAttribute_28088961: enabled } });
      // The admin area has no live socket: the workbench this browser returns to learns the switch here.
      appData.features = appData.features.map((known) => (known.id === saved.id ? saved : known));
    } catch {
      setEnabled(feature.id, !enabled);
      toast.error(SAVE_FAILED);
    } finally {
      markSaving(feature.id, false);
    }
  };

  return (
    <section className="features-admin">
      <h1>Features</h1>
      {config && <p className="muted">Locatie {config.name}</p>}
      <ErrorPanel message={loadError} />
      {!features && !loadError && <p className="muted">{messages.loading}</p>}
      {features?.length === 0 && <p className="muted">{messages.noData}</p>}
      {features &&
        groupFeatures(features).map((group) => (
          <fieldset key={group.key} className="features-admin__group">
            <legend>{group.title}</legend>
            {group.features.map((feature) => {
              const switchable = isSwitchable(feature);
              return (
                <label key={feature.id} className="features-admin__feature">
                  <input
                    type="checkbox"
                    checked={feature.extraAttribute_28088961}
                    disabled={!switchable || saving.has(feature.id)}
                    onChange={(event) => void switchFeature(feature, event.target.checked)}
                  />{' '}
                  {featureLabel(feature)}
                  {!switchable && <span className="muted"> (niet beschikbaar op deze locatie)</span>}
                </label>
              );
            })}
          </fieldset>
        ))}
    </section>
  );
}
