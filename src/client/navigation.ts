// Moving between order routes outside React (commands, the scanner, the socket) and inside it.
import { navigate } from 'wouter/use-browser-location';
import { formatOrderRoute, parseOrderRoute, type OrderRoute, UNPROCESSED_ROUTE } from '../shared/routes.ts';

export { navigate };

/** The order route of the address bar, or null when the user is elsewhere (admin, login, …). */
export function currentOrderRoute(): OrderRoute | null {
  return parseOrderRoute(window.location.pathname);
}

export function goToOrderRoute(route: OrderRoute, options: { replace?: boolean } = {}) {
  navigate(formatOrderRoute(route), options);
}

/** Opens an order in the current list context (folder, search and page are kept). */
export function openOrderInPlace(id: number, options: { replace?: boolean } = {}) {
  const route = currentOrderRoute() ?? { tags: ['unprocessed'] };
  goToOrderRoute({ tags: route.tags, group: route.group, query: route.query, page: route.page, id }, options);
}

export function goToUnprocessed() {
  navigate(UNPROCESSED_ROUTE);
}
