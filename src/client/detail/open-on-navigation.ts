import { currentOrderRoute } from '../navigation.ts';
import { openOrder } from '../state/active-order.ts';

/** The events wouter moves the address with (it patches history to fire pushState and replaceState). */
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState'];

/**
 * Opens the order the address names as soon as the address changes, before React renders the new address: the
 * detail then renders once, with the order (a neighbour fetched ahead) already there, instead of first swapping
 * the whole detail for the loading text and mounting it again. Returns the stop.
 */
export function openOrdersOnNavigation(): () => void {
  const follow = () => {
    const id = currentOrderRoute()?.id;
    if (typeof id === 'number') void openOrder(id);
  };
  for (const event of LOCATION_EVENTS) addEventListener(event, follow);
  return () => {
    for (const event of LOCATION_EVENTS) removeEventListener(event, follow);
  };
}
