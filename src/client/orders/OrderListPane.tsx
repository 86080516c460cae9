import { lazy, Suspense, useEffect, useMemo } from 'react';
import { messages } from '../../shared/domain/messages.ts';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { parseOrderRoute, type OrderRoute } from '../../shared/routes.ts';
import { appData } from '../state/app-data.ts';
import { loadFolders } from '../state/folders.ts';
import { loadOrderList, orderList } from '../state/order-list.ts';
import { FolderTabs } from './FolderTabs.tsx';
import { PlanGroupTab } from '../plan/PlanGroupTab.tsx';
import { listColumns } from './list-columns.ts';
import { listFeatureFlags } from './list-features.ts';
import { OrderTable } from './OrderTable.tsx';
import { Pagination } from './Pagination.tsx';
import { usePageClamp } from './use-page-clamp.ts';
import { SelectionBar } from '../selection/SelectionBar.tsx';
import './order-list.css';

// Not in the first load (issue 26), like the palette whose dialog library it shares.
const MailTypePicker = lazy(() => import('../selection/MailTypePicker.tsx').then((module) => ({ default: module.MailTypePicker })));

const LOADING = messages.loading;
const EMPTY = messages.noData;

// Outside an order address (e.g. a shipment page) the list shows what openOrderInPlace falls back to.
const FALLBACK_ROUTE: OrderRoute = { tags: ['unprocessed'] };

/** The left pane: folder tabs, the orders of the route's folder or search, and paging. */
export function OrderListPane() {
  const [location] = useLocation();
  const route = useMemo(() => parseOrderRoute(location) ?? FALLBACK_ROUTE, [location]);
  const { items, loading, error } = useSnapshot(orderList);
  const { features, env } = useSnapshot(appData);

  // Keyed on folder, search and page only: opening another order (arrow keys) must not reload the list.
  const listKey = JSON.stringify([route.tags, route.group, route.query, route.page]);
  useEffect(() => {
    void loadOrderList({ tags: route.tags, group: route.group, query: route.query, page: route.page ?? 1 });
  }, [listKey]);

  useEffect(() => {
    void loadFolders();
  }, []);
  usePageClamp(route);

  const flags = useMemo(() => listFeatureFlags(features), [features]);
  // Same key as the list: stepping through orders keeps the columns object, so the memoised rows stay put.
  const columns = useMemo(() => listColumns(route, flags.status), [listKey, flags.status]);

  return (
    <section className="order-list-pane" aria-label="Orderlijst">
      {route.group ? <PlanGroupTab group={route.group} /> : <FolderTabs activeTags={route.tags} />}
      <SelectionBar />
      {error ? (
        <p className="order-list-pane__message order-list-pane__message--error" role="alert">
          {error}
        </p>
      ) : items.length === 0 ? (
        <p className="order-list-pane__message" role="status">
          {loading ? LOADING : EMPTY}
        </p>
      ) : (
        <OrderTable
          items={items}
          selectedId={typeof route.id === 'number' ? route.id : undefined}
          columns={columns}
          flags={flags}
          managementUrl={env?.managementUrl}
          busy={loading}
        />
      )}
      <Pagination />
      {/* The mail picker of bulk.mail, as the folder picker of bulk.move sits with the palette. */}
      <Suspense fallback={null}>
        <MailTypePicker />
      </Suspense>
    </section>
  );
}
