import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { useLocation } from 'wouter';
import { parseOrderRoute } from '../../shared/routes.ts';
import { OrderListPane } from '../orders/OrderListPane.tsx';
import { OrderDetailPane } from '../detail/OrderDetailPane.tsx';
import { ActionPanel } from './ActionPanel.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';

/**
 * list | detail | action panel; the sizes are remembered per browser (with and without the action panel).
 * Each pane has its own error boundary, reset by a new address, so one broken pane never blanks the others.
 */
export function Panes() {
  const [location] = useLocation();
  const action = parseOrderRoute(location)?.action;
  const panelIds = action ? ['list', 'detail', 'action'] : ['list', 'detail'];
  const { defaultLayout, onLayoutChanged } = useDefaultLayout({ id: 'werkplaats-panes', panelIds, storage: localStorage });
  return (
    <>
      {/* The page's one h1, for screen readers: the open order's number (h2) and the action panel's title sit under it. */}
      <h1 className="visually-hidden">Werkplaats — Orders</h1>
      <Group orientation="horizontal" className="panes" defaultLayout={defaultLayout} onLayoutChanged={onLayoutChanged}>
        {/* 53%: every list column, the selection's checkbox too, fits at 1366 px wide (tests/e2e/layout.e2e.ts); less when the action panel takes room. */}
        <Panel id="list" minSize="20%" defaultSize={action ? '45%' : '53%'} className="pane">
          <ErrorBoundary part="list" resetKey={location}>
            <OrderListPane />
          </ErrorBoundary>
        </Panel>
        <Separator className="pane-separator" />
        <Panel id="detail" minSize="20%" className="pane">
          <ErrorBoundary part="detail" resetKey={location}>
            <OrderDetailPane />
          </ErrorBoundary>
        </Panel>
        {action && (
          <>
            <Separator className="pane-separator" />
            <Panel id="action" minSize="15%" defaultSize="25%" className="pane">
              <ErrorBoundary part="action" resetKey={location}>
                <ActionPanel action={action} />
              </ErrorBoundary>
            </Panel>
          </>
        )}
      </Group>
    </>
  );
}
