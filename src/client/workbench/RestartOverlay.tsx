import { useSnapshot } from 'valtio';
import { messages } from '../../shared/domain/messages.ts';
import { ui } from '../state/ui.ts';

/** Shown when the server announces a restart (SERVER_RESTART), until the server answers again and the page reloads. */
export function RestartOverlay() {
  const { restarting } = useSnapshot(ui);
  if (!restarting) return null;
  return (
    <div className="overlay" role="alertdialog" aria-live="assertive">
      <div className="overlay__box">{messages.restartWaiting}</div>
    </div>
  );
}
