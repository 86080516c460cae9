import { useEffect, useRef } from 'react';
import { CommandButton } from '../commands/CommandButton.tsx';
import { actionTitle } from './action-titles.ts';

/**
 * The right-hand panel of an action route (send to a carrier, photos, attachments, florist view).
 * Each action's own form arrives with its issue; the panel, its title and closing work now.
 */
export function ActionPanel({ action }: { action: string }) {
  const body = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollTo returns a Promise, and whatever an effect returns React calls as its cleanup.
  useEffect(() => {
    body.current?.scrollTo({ top: 0 });
  }, [action]);
  return (
    <section className="action-panel" aria-labelledby="action-panel-title">
      <header className="action-panel__header">
        <h2 id="action-panel-title">{actionTitle(action)}</h2>
        <CommandButton id="panel.close" className="icon-button" aria-label="Sluiten">
          ✕
        </CommandButton>
      </header>
      <div ref={body} className="action-panel__body">
        <p className="muted">Dit onderdeel is nog niet beschikbaar in deze versie van Werkplaats.</p>
      </div>
    </section>
  );
}
