import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { carrierOfAction } from '../../shared/domain/carrier-button.ts';
import { messages } from '../../shared/domain/messages.ts';
import type { Order } from '../../shared/schema/order.ts';
import { CommandButton } from '../commands/CommandButton.tsx';
import { FloristView, SendPanel } from '../lazy-screens.ts';
import { currentOrderRoute, goToOrderRoute } from '../navigation.ts';
import { activeOrder } from '../state/active-order.ts';
import { actionTitle } from './action-titles.ts';

// The hand-off forms load when first opened: most orders never go to a colleague florist or the relay.
const ColleagueFloristPanel = lazy(() =>
  import('../panels/colleague/ColleagueFloristPanel.tsx').then((module) => ({ default: module.ColleagueFloristPanel })),
);
const RelayPanel = lazy(() => import('../panels/relay/RelayPanel.tsx').then((module) => ({ default: module.RelayPanel })));
// The photo screen brings the camera; both panels load on first use.
const PhotoPanel = lazy(() => import('../panels/photos/PhotoPanel.tsx').then((module) => ({ default: module.PhotoPanel })));
const AttachmentsPanel = lazy(() =>
  import('../panels/attachments/AttachmentsPanel.tsx').then((module) => ({ default: module.AttachmentsPanel })),
);

/** Back to the order without the panel (the address as it is now, not as the panel opened). */
function closePanel() {
  const route = currentOrderRoute();
  if (route) goToOrderRoute({ ...route, action: undefined });
}

/** An action's screen for the open order, once the order is there. */
function WithOpenOrder({ children }: { children: (order: Order) => ReactNode }) {
  const { order, error } = useSnapshot(activeOrder);
  if (error) return <p role="alert">{error}</p>;
  if (!order) return <p className="muted">{messages.loading}</p>;
  // A snapshot is read-only; the action screens only read the order.
  return <Suspense fallback={<p className="muted">{messages.loading}</p>}>{children(order as Order)}</Suspense>;
}

/**
 * The right-hand panel of an action route: a carrier's send screen for the sendTo… actions, the colleague-florist and
 * flower-relay forms, the order as its colleague florist sees it for viewFlorist, the bouquet's photos and the
 * attachments.
 */
export function ActionPanel({ action }: { action: string }) {
  const body = useRef<HTMLDivElement>(null);
  const carrier = carrierOfAction(action);
  const { order: openOrder } = useSnapshot(activeOrder);
  // A block body: Chromium's scrollTo returns a Promise, and whatever an effect returns React calls as its cleanup.
  useEffect(() => {
    body.current?.scrollTo({ top: 0 });
  }, [action]);
  return (
    <section className="action-panel" aria-labelledby="action-panel-title">
      <header className="action-panel__header">
        <h2 id="action-panel-title">{actionTitle(action, openOrder)}</h2>
        <CommandButton id="panel.close" className="icon-button" aria-label="Sluiten">
          ✕
        </CommandButton>
      </header>
      <div ref={body} className="action-panel__body">
        {carrier ? (
          <WithOpenOrder>{(order) => <SendPanel key={order.id} carrier={carrier} order={order} onDone={closePanel} />}</WithOpenOrder>
        ) : action === 'viewFlorist' ? (
          <WithOpenOrder>{(order) => <FloristView key={order.id} order={order} />}</WithOpenOrder>
        ) : action === 'sendToColleague' ? (
          <WithOpenOrder>{(order) => <ColleagueFloristPanel key={order.id} order={order} />}</WithOpenOrder>
        ) : action === 'sendToEuroFloristEmail' ? (
          <WithOpenOrder>{(order) => <RelayPanel key={order.id} order={order} />}</WithOpenOrder>
        ) : action === 'addPhoto' ? (
          <WithOpenOrder>{(order) => <PhotoPanel key={order.id} order={order} />}</WithOpenOrder>
        ) : action === 'attachments' ? (
          <WithOpenOrder>{(order) => <AttachmentsPanel key={order.id} order={order} />}</WithOpenOrder>
        ) : (
          <p className="muted">Dit onderdeel is nog niet beschikbaar in deze versie van Werkplaats.</p>
        )}
      </div>
    </section>
  );
}
