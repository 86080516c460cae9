import { formatDateTime } from '../../shared/domain/format.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

interface DetailHeaderProps {
  order: OrderSnapshot;
  /** Display name of the active transporter, if any. */
  transporter: string | null;
}

export function DetailHeader({ order, transporter }: DetailHeaderProps) {
  const badges = [
    order.secondChance && 'Tweede kans',
    order.isMourning && 'Rouw',
    order.isEveningDelivery && 'Avondbezorging',
    order.hasPhotoService && 'Fotoservice',
    transporter,
  ].filter((badge): badge is string => Boolean(badge));
  return (
    <header className="detail-header">
      <h2 className="detail-header__number">{order.orderNumber}</h2>
      <span className="detail-header__date">Besteld op {formatDateTime(order.orderDate)}</span>
      {badges.length > 0 && (
        <ul className="detail-header__badges" aria-label="Kenmerken">
          {badges.map((badge) => (
            <li className="detail-badge" key={badge}>{badge}</li>
          ))}
        </ul>
      )}
    </header>
  );
}
