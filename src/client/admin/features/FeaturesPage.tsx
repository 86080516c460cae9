import { useState } from 'react';
import { toast } from 'sonner';
import { useSnapshot } from 'valtio';
import { messages } from '../../../shared/domain/messages.ts';
import type { Feature } from '../../../shared/schema/workbench.ts';
import { workstation } from '../../state/workstation.ts';
import { ErrorPanel } from '../florists/ErrorPanel.tsx';
import { useServerList } from '../server-list.ts';
import { featureLabel, groupFeatures, isSwitchable } from './feature-groups.ts';
import { features as featureList, loadFeatures, switchFeature } from './features-store.ts';
import './features.css';

const SAVE_FAILED = 'Kan eigenschap niet opslaan!';

/**
 * /admin/features (spec §2): the features of this workstation's location as checkboxes per group. A switch shows at
 * once and is taken back when the server refuses it; the server tells every workbench to reload its features.
 */
export function FeaturesPage() {
  const { config } = useSnapshot(workstation);
  const { items: features, loadError } = useServerList(featureList, loadFeatures);
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());

  const markSaving = (id: number, busy: boolean) =>
    setSaving((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const switchOne = async (feature: Feature, enabled: boolean) => {
    markSaving(feature.id, true);
    try {
      await switchFeature(feature, enabled);
    } catch {
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
                    onChange={(event) => void switchOne(feature, event.target.checked)}
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
