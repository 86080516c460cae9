import { Link } from 'wouter';
import { formatOrderRoute, type OrderRoute } from '../../shared/routes.ts';
import { hasPhotoService } from '../../shared/domain/attachments.ts';
import { isHandedOff } from '../../shared/domain/handoffs.ts';
import { canHandToRelay } from '../panels/relay/relay-handoff.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

interface DetailLinksProps {
  order: OrderSnapshot;
  /** The route the order is open on: the attachments link keeps its folder, search and page. */
  route: OrderRoute;
  trackingUrl: string | null;
}

export function DetailLinks({ order, route, trackingUrl }: DetailLinksProps) {
  const attachmentsRoute = formatOrderRoute({ ...route, id: order.id, action: 'attachments' });
  const photosRoute = hasPhotoService(order) && formatOrderRoute({ ...route, id: order.id, action: 'addPhoto' });
  // An order handed to a colleague florist is viewed as they see it; one not handed off yet can be sent to one (spec §4).
  const withColleague = order.treatment === 'Collega bloemist';
  const colleagueRoute = formatOrderRoute({ ...route, id: order.id, action: withColleague ? 'viewFlorist' : 'sendToColleague' });
  const relayRoute = canHandToRelay(order) && formatOrderRoute({ ...route, id: order.id, action: 'sendToEuroFloristEmail' });
  return (
    <nav className="detail-links" aria-label="Koppelingen">
      <Link href={attachmentsRoute}>Bijlagen ({order.attachments.length})</Link>
      {photosRoute && <Link href={photosRoute}>Foto's</Link>}
      {(withColleague || !isHandedOff(order.treatment)) && (
        <Link href={colleagueRoute}>{withColleague ? 'Bekijk als collega bloemist' : 'Naar collega bloemist'}</Link>
      )}
      {relayRoute && <Link href={relayRoute}>Naar EuroFlorist</Link>}
      {trackingUrl && (
        <a href={trackingUrl} target="_blank" rel="noopener noreferrer">Trackingpagina klant</a>
      )}
      <a href={order.url} target="_blank" rel="noopener noreferrer">Bewerken in beheer</a>
    </nav>
  );
}
