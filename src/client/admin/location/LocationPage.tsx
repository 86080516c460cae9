import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { appData, reloadPrinters } from '../../state/app-data.ts';
import { loadLocationConfig, workstation } from '../../state/workstation.ts';
import { LocationChooser } from './LocationChooser.tsx';
import { LocationForm } from './LocationForm.tsx';
import './location-page.css';

/** /admin/location (spec §2 location admin): which location this workstation is, and that location's printers. */
export function LocationPage() {
  const { config } = useSnapshot(workstation);
  const { features, printers } = useSnapshot(appData);
  const [loadError, setLoadError] = useState<string | null>(null);

  // Printer states change while nobody looks: read them, and the stored choices, afresh when the page opens.
  useEffect(() => {
    Promise.all([reloadPrinters(), loadLocationConfig()]).catch((error: Error) => setLoadError(error.message));
  }, []);

  return (
    <section className="location-page">
      <h1>Locatie configuratie</h1>
      {loadError && <p className="edit-form__error" role="alert">{loadError}</p>}
      {config ? (
        <>
          <LocationChooser current={config.name} />
          <LocationForm key={config.name} config={config} features={features} printers={printers} />
        </>
      ) : (
        !loadError && <p className="muted">Even geduld a.u.b. Gegevens worden geladen...</p>
      )}
    </section>
  );
}
