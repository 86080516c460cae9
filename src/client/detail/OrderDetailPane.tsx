import { Suspense, useEffect, useLayoutEffect } from 'react';
import { messages } from '../../shared/domain/messages.ts';
import { snapshot, useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { parseOrderRoute } from '../../shared/routes.ts';
import { activeOrder, closeOrder, openOrder } from '../state/active-order.ts';
import { editing, stopEditing } from '../state/order-edit.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { openOrdersOnNavigation } from './open-on-navigation.ts';
import { PhoneOrderForm } from '../lazy-screens.ts';
import './detail.css';

/** The middle pane: the order the address names, read-only. */
export function OrderDetailPane() {
  const [location] = useLocation();
  const route = parseOrderRoute(location);
  const id = typeof route?.id === 'number' ? route.id : null;
  const { order: trackedOrder, error, id: loadedId } = useSnapshot(activeOrder);
  // The detail reads every field of the order: the plain snapshot spares each read valtio's usage tracking (a few
  // thousand per order). The pane re-renders whenever the order changes, as it tracks `order` as a whole.
  const order = trackedOrder && snapshot(activeOrder).order;

  useLayoutEffect(openOrdersOnNavigation, []);
  useEffect(() => {
    // A block being edited belongs to the order it was opened on, not to the next one. (A block of this order
    // may have opened itself already, with the draft it was left with.)
    if (editing.orderId !== id) stopEditing();
    // Without an id nothing is open, so commands that act on the open order stop applying. (Opening is done by
    // the time this runs after a navigation; this covers the first address.)
    if (id === null) closeOrder();
    else void openOrder(id);
  }, [id]);

  let content;
  if (route?.id === 'create') {
    content = (
      <Suspense fallback={<p className="order-detail__message">{messages.loading}</p>}>
        <PhoneOrderForm />
      </Suspense>
    );
  }
  else if (id === null || !route) content = <p className="order-detail__message">Kies een order uit de lijst</p>;
  else if (error && loadedId === id) content = <p className="order-detail__error" role="alert">{error}</p>;
  // A refresh of the same order keeps it on screen; only another order waits behind the loading text.
  else if (order?.id === id) content = <OrderDetail order={order} route={route} />;
  else content = <p className="order-detail__message">{messages.loading}</p>;

  return <section className="order-detail" aria-label="Orderdetails">{content}</section>;
}
