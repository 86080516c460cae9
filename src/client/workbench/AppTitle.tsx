import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { appData } from '../state/app-data.ts';
import { activeOrder } from '../state/active-order.ts';
import { afterPaint } from '../detail/after-paint.ts';

/**
 * 'Werkplaats' when nothing is open, the order number first when one is (handy in the taskbar).
 * A component of its own that renders nothing, so a new order re-renders only this, not the whole app.
 */
export function AppTitle() {
  const { env } = useSnapshot(appData);
  const orderNumber = useSnapshot(activeOrder).order?.orderNumber;
  // After the paint: setting the title costs a few milliseconds the next order's detail need not wait for.
  useEffect(() => {
    const name = env?.name ?? 'Werkplaats';
    return afterPaint(() => {
      document.title = orderNumber ? `${orderNumber} · ${name}` : env?.title ?? name;
    });
  }, [env, orderNumber]);
  return null;
}
