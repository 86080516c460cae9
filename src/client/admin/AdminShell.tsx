import { lazy, Suspense } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { messages } from '../../shared/domain/messages.ts';
import { UNPROCESSED_ROUTE } from '../../shared/routes.ts';
import { KeyboardLayer } from '../commands/KeyboardLayer.tsx';
import { ScanButton } from '../scanner/ScanButton.tsx';
import './admin.css';

// Administrator screens load when opened (design §8): the workbench's bundle stays small.
const LocationPage = lazy(() => import('./location/LocationPage.tsx').then((module) => ({ default: module.LocationPage })));
const FloristsPage = lazy(() => import('./florists/FloristsPage.tsx').then((module) => ({ default: module.FloristsPage })));
const TagsPage = lazy(() => import('./tags/TagsPage.tsx').then((module) => ({ default: module.TagsPage })));
const DeletedPage = lazy(() => import('./deleted/DeletedPage.tsx').then((module) => ({ default: module.DeletedPage })));
const BarcodeGeneratorPage = lazy(() =>
  import('./barcodes/BarcodeGeneratorPage.tsx').then((module) => ({ default: module.BarcodeGeneratorPage })));
const FeaturesPage = lazy(() => import('./features/FeaturesPage.tsx').then((module) => ({ default: module.FeaturesPage })));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage.tsx').then((module) => ({ default: module.DashboardPage })));

const PAGES = [
  { path: '/admin/tags', title: 'Mappen beheren', Page: TagsPage },
  { path: '/admin/location', title: 'Locatie configuratie', Page: LocationPage },
  { path: '/admin/deleted', title: 'Verwijderde order', Page: DeletedPage },
  { path: '/admin/BarCodeGenerator', title: 'Code Generator', Page: BarcodeGeneratorPage },
  { path: '/admin/features', title: 'Features', Page: FeaturesPage },
  // Beyond the spec's menu (issue 11): the colleague florists orders are handed to.
  { path: '/admin/florists', title: 'Bloemisten', Page: FloristsPage },
];

const loading = <p className="muted">{messages.loading}</p>;

/**
 * The administrator area: bar 'Beheer' and its side menu, with the same keyboard layer as the workbench (Ctrl+K,
 * the 'g' chords, '?'); the dashboard on /admin itself.
 */
export function AdminShell() {
  const [location] = useLocation();
  return (
    <div className="admin">
      <header className="admin__bar">
        <Link href="/admin" className="admin__title">
          Beheer
        </Link>
        <Link href={UNPROCESSED_ROUTE}>Naar de werkbank</Link>
        <ScanButton />
        <Link href="/auth/logout">Uitloggen</Link>
      </header>
      <nav className="admin__menu" aria-label="Beheer">
        <ul>
          {PAGES.map((page) => (
            <li key={page.path}>
              <Link href={page.path} aria-current={location === page.path ? 'page' : undefined}>
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin__page">
        <Switch>
          {PAGES.map(({ path, Page }) => (
            <Route key={path} path={path}>
              <Suspense fallback={loading}>
                <Page />
              </Suspense>
            </Route>
          ))}
          <Route>
            <Suspense fallback={loading}>
              <DashboardPage />
            </Suspense>
          </Route>
        </Switch>
      </main>
      <KeyboardLayer />
    </div>
  );
}
