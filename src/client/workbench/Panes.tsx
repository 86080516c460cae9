import { useLocation } from 'wouter';
import { parseOrderRoute } from '../../shared/routes.ts';
import { OrderListPane } from '../orders/OrderListPane.tsx';
import { OrderDetailPane } from '../detail/OrderDetailPane.tsx';
import { ActionPanel } from './ActionPanel.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { SplitPanes, type SplitPane } from './SplitPanes.tsx';

/**
 * list | detail | action panel; the sizes are remembered per browser (with and without the action panel).
 * Each pane has its own error boundary, reset by a new address, so one broken pane never blanks the others.
 */
export function Panes() {
  const [location] = useLocation();
  const action = parseOrderRoute(location)?.action;
  const panes: SplitPane[] = [
    {
      id: 'list',
      min: 20,
      // 53%: every list column, the selection's checkbox too, fits at 1366 px wide (tests/e2e/layout.e2e.ts); less when the action panel takes room.
      initial: action ? 45 : 53,
      content: (
        <ErrorBoundary part="list" resetKey={location}>
          <OrderListPane />
        </ErrorBoundary>
      ),
    },
    {
      id: 'detail',
      min: 20,
      content: (
        <ErrorBoundary part="detail" resetKey={location}>
          <OrderDetailPane />
        </ErrorBoundary>
      ),
    },
  ];
  if (action) {
    panes.push({
      id: 'action',
      min: 15,
      initial: 25,
      content: (
        <ErrorBoundary part="action" resetKey={location}>
          <ActionPanel action={action} />
        </ErrorBoundary>
      ),
    });
  }
  return (
    <>
      {/* The page's one h1, for screen readers: the open order's number (h2) and the action panel's title sit under it. */}
      <h1 className="visually-hidden">Werkplaats — Orders</h1>
      <SplitPanes id="werkplaats-panes" panes={panes} />
    </>
  );
}
