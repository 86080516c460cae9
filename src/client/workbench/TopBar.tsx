import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { planMessages } from '../../shared/domain/day-plan.ts';
import { SPECIAL_FOLDERS } from '../../shared/domain/special-folders.ts';
import { formatOrderRoute, parseOrderRoute, UNPROCESSED_ROUTE } from '../../shared/routes.ts';
import { SEARCH_INPUT_ID } from '../commands/app-services.ts';
import { keyLabel } from '../commands/registry.ts';
import { runCommand } from '../commands/run-command.ts';
import { folders, loadFolders } from '../state/folders.ts';
import { session } from '../state/session.ts';
import { ExtraMenu } from './ExtraMenu.tsx';
import { useZoomLevel } from './use-zoom-level.ts';
import { MagnifierIcon } from './MagnifierIcon.tsx';
import { ScanButton } from '../scanner/ScanButton.tsx';

const { unprocessed, processed, deliveryexpired: expired } = SPECIAL_FOLDERS;

export function TopBar() {
  const [location, navigate] = useLocation();
  const { deliveryExpired } = useSnapshot(folders);
  const { auth } = useSnapshot(session);
  const zoom = useZoomLevel();
  const routeQuery = parseOrderRoute(location)?.query ?? '';
  const [query, setQuery] = useState(routeQuery);
  useEffect(() => {
    setQuery(routeQuery);
  }, [routeQuery]);
  useEffect(() => void loadFolders(), []);

  // Searching looks through every folder: the query goes in the route with empty tags (spec §2 top bar).
  const search = () => (query.trim() ? navigate(formatOrderRoute({ tags: [], query: query.trim() })) : undefined);
  // ↓ in the box searches what was typed, or, when the list already holds it, opens the next result.
  const stepIntoResults = () => {
    if (query.trim() && query.trim() !== routeQuery) search();
    else void runCommand('order.next', undefined, 'keyboard');
  };
  const clear = () => {
    setQuery('');
    navigate(UNPROCESSED_ROUTE);
  };

  return (
    <header className="topbar">
      <Link href={UNPROCESSED_ROUTE} className="topbar__home">
        Werkplaats
      </Link>
      <nav className="topbar__nav" aria-label="Hoofdmenu">
        <Link href={unprocessed.route}>{unprocessed.title}</Link>
        <Link href={processed.route}>{processed.title}</Link>
        <Link href={expired.route}>
          {expired.title} ({deliveryExpired?.count ?? '…'})
        </Link>
        <Link href="/plan">{planMessages.title}</Link>
      </nav>
      <form
        className="topbar__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
          // The box hands the keys back, so ↓ steps through the results as after a click in the list.
          document.getElementById(SEARCH_INPUT_ID)?.blur();
        }}
      >
        <input
          id={SEARCH_INPUT_ID}
          type="search"
          placeholder={`Zoeken (${keyLabel('search.focus')})`}
          aria-label="Zoeken op ordernummer, naam, postcode of e-mail"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' && event.key !== 'ArrowDown') return;
            // Chromium empties a search field on Esc; the box keeps showing the search the list holds.
            event.preventDefault();
            event.currentTarget.blur();
            if (event.key === 'ArrowDown') stepIntoResults();
          }}
        />
        <button type="submit" aria-label="Zoeken" title="Zoeken">
          <MagnifierIcon />
        </button>
        {query && (
          <button type="button" aria-label="Zoekopdracht wissen" title="Wissen" onClick={clear}>
            ✕
          </button>
        )}
      </form>
      <ScanButton />
      <ExtraMenu />
      {zoom !== 100 && (
        <span className="topbar__zoom" title="De browser is niet op 100% ingezoomd; Ctrl+0 zet dat terug.">
          Zoom {zoom}%
        </span>
      )}
      {auth?.user.isAdministrator && <Link href="/admin">Beheer</Link>}
      <span className="topbar__user">{auth?.user.name}</span>
      <Link href="/auth/logout">Uitloggen</Link>
    </header>
  );
}
