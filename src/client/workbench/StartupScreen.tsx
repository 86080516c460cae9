import { useSnapshot } from 'valtio';
import { appData } from '../state/app-data.ts';

export function StartupScreen() {
  const { status, error } = useSnapshot(appData);
  return (
    <main className="startup" aria-busy={status === 'initializing'}>
      <p className="startup__brand">Werkplaats</p>
      {status === 'failed' ? (
        <p role="alert">
          Er is een fout opgetreden: {error} <button onClick={() => window.location.reload()}>Opnieuw proberen</button>
        </p>
      ) : (
        <p role="status">Even geduld a.u.b. Initieel gegevens worden geladen.</p>
      )}
    </main>
  );
}
