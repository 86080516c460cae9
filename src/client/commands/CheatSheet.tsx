import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatKey } from '../../shared/commands/keymap.ts';
import { isAdministrator } from '../state/session.ts';
import { closeCheatSheet, ui } from '../state/ui.ts';
import { commandsById, isMac, keyBindings } from './registry.ts';

/**
 * '?': every shortcut this user may use, generated from the keymap, grouped like the palette ('?' again or Escape
 * closes it). Keys of commands that need an open order stay listed; administrators' keys only for administrators.
 */
export function CheatSheet() {
  const { cheatSheetOpen } = useSnapshot(ui);
  useEffect(() => {
    if (!cheatSheetOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeCheatSheet();
      }
    };
    window.addEventListener('keydown', close);
    return () => window.removeEventListener('keydown', close);
  }, [cheatSheetOpen]);
  if (!cheatSheetOpen) return null;

  const groups = new Map<string, { key: string; title: string }[]>();
  for (const binding of keyBindings) {
    const command = commandsById.get(binding.command);
    if (!command || (command.adminOnly && !isAdministrator())) continue;
    const rows = groups.get(command.group) ?? [];
    rows.push({ key: formatKey(binding.key, isMac), title: command.title });
    groups.set(command.group, rows);
  }
  return (
    <div className="overlay" onClick={closeCheatSheet}>
      <section role="dialog" aria-modal="true" aria-labelledby="cheatsheet-title" className="cheatsheet" onClick={(event) => event.stopPropagation()}>
        {/* Not a <header>: inside a dialog that would be a second banner beside the top bar's. */}
        <div className="cheatsheet__header">
          <h2 id="cheatsheet-title">Sneltoetsen</h2>
          <button className="icon-button" aria-label="Sluiten" onClick={closeCheatSheet}>
            ✕
          </button>
        </div>
        {[...groups].map(([group, rows]) => (
          <div key={group}>
            <h3>{group}</h3>
            <dl>
              {rows.map((row) => (
                <div key={row.key} className="cheatsheet__row">
                  <dt>
                    <kbd>{row.key}</kbd>
                  </dt>
                  <dd>{row.title}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
        <p className="muted">Een barcodescanner werkt overal buiten tekstvelden: scan een order om hem te openen.</p>
      </section>
    </div>
  );
}
