import { Link } from 'wouter';
import { formatOrderRoute, type OrderRoute } from '../../shared/routes.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

interface DetailLinksProps {
  order: OrderSnapshot;
  /** The route the order is open on: the attachments link keeps its folder, search and page. */
  route: OrderRoute;
  trackingUrl: string | null;
}

export function DetailLinks({ order, route, trackingUrl }: DetailLinksProps) {
  const attachmentsRoute = formatOrderRoute({ ...route, id: order.id, action: 'attachments' });
  return (
    <nav className="detail-links" aria-label="Koppelingen">
      <Link href={attachmentsRoute}>Bijlagen ({order.attachments.length})</Link>
      {trackingUrl && (
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer">Trackingpagina klant</a>
      )}
      <a href={order.url} target="_blank" rel="noopener noreferrer">Bewerken in beheer</a>
    </nav>
  );
}
