// The blocks that show one value of the order.
import { formatDate, formatDateTime } from '../../shared/domain/format.ts';
import { deliveryMomentLabel } from '../../shared/domain/order-view.ts';
import { DetailBlock, NoValue } from './DetailBlock.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

export function DeliveryDateBlock({ date }: { date: string }) {
  return <DetailBlock title="Leverdatum">{formatDate(date)}</DetailBlock>;
}

/** The church service or funeral the flowers are for; only shown when the order has a time. */
export function DeliveryMomentBlock({ order }: { order: OrderSnapshot }) {
  if (order.deliveryDateTime === null) return null;
  return (
    <DetailBlock title={deliveryMomentLabel(order.recipient.addressType)}>
      {formatDateTime(order.deliveryDateTime)}
    </DetailBlock>
  );
}

export function TextBlock({ title, text }: { title: string; text: string }) {
  return (
    <DetailBlock title={title}>
      {text.trim() ? <div className="detail-multiline">{text}</div> : <NoValue />}
    </DetailBlock>
  );
}

export function EmailBlock({ title, address }: { title: string; address: string }) {
  return (
    <DetailBlock title={title}>
      {address ? <a href={`mailto:${address}`}>{address}</a> : <NoValue />}
    </DetailBlock>
  );
}

/** 'Bezorgd bij de buren, huisnummer 12': the house number matters when a neighbour took the delivery. */
export function DeliveryStatusBlock({ status, houseNumber }: { status: string | null; houseNumber: string | null }) {
  return (
    <DetailBlock title="Bezorgstatus">
      {status ? <>{status}{houseNumber && `, huisnummer ${houseNumber}`}</> : <NoValue />}
    </DetailBlock>
  );
}

export function PaymentBlock({ method, isPaid }: { method: string; isPaid: boolean }) {
  return (
    <DetailBlock title="Betaling">
      {method}{' '}
      <span className={isPaid ? 'detail-paid' : 'detail-unpaid'}>{isPaid ? 'Betaald' : 'Niet betaald'}</span>
    </DetailBlock>
  );
}
