import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appData } from '../state/app-data.ts';
import { activeOrder } from '../state/active-order.ts';

/**
 * 'Werkplaats' when nothing is open, the order number first when one is (handy in the taskbar).
 * A component of its own that renders nothing, so a new order re-renders only this, not the whole app.
 */
export function AppTitle() {
  const { env } = useSnapshot(appData);
  const { order } = useSnapshot(activeOrder);
  useEffect(() => {
    const name = env?.name ?? 'Werkplaats';
    document.title = order ? `${order.orderNumber} · ${name}` : env?.title ?? name;
  }, [env, order]);
  return null;
}
