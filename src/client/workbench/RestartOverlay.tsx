import { useSnapshot } from 'valtio';
import { ui } from '../state/ui.ts';

/** Shown when the server announces a restart (SERVER_RESTART); the page reloads 600 ms later. */
export function RestartOverlay() {
  const { restarting } = useSnapshot(ui);
  if (!restarting) return null;
  return (
    <div className="overlay" role="alertdialog" aria-live="assertive">
      <div className="overlay__box">De applicatie is bijgewerkt en wordt opnieuw geladen…</div>
    </div>
  );
}
