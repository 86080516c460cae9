import { useSnapshot } from 'valtio';
import { customerTrackingUrl, orderCarriers, transporterName } from '../../shared/domain/order-view.ts';
import type { OrderRoute } from '../../shared/routes.ts';
import { appData, isFeatureOn } from '../state/app-data.ts';
import { CardBlock } from './CardBlock.tsx';
import { CarrierRows } from './CarrierRows.tsx';
import { CustomerBlock } from './CustomerBlock.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import { DetailLinks } from './DetailLinks.tsx';
import { DetailWarnings } from './DetailWarnings.tsx';
import { InternalLogBlock } from './InternalLogBlock.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';
import { RecipientBlock } from './RecipientBlock.tsx';
import {
  DeliveryDateBlock, DeliveryMomentBlock, DeliveryStatusBlock, EmailBlock, PaymentBlock, TextBlock,
} from './ValueBlocks.tsx';

/** The read-only view of one loaded order. */
export function OrderDetail({ order, route }: { order: OrderSnapshot; route: OrderRoute }) {
  const { features } = useSnapshot(appData);
  const nameOf = (carrier: string) => transporterName(carrier, features);
  const carriers = orderCarriers(order);
  return (
    <article className="order-detail__content" aria-label={`Order ${order.orderNumber}`}>
      <DetailHeader order={order} transporter={order.activeTransporter && nameOf(order.activeTransporter)} />
      <DetailWarnings order={order} />
      <DetailLinks order={order} route={route} trackingUrl={customerTrackingUrl(carriers)} />
      <div className="detail-blocks">
        <DeliveryDateBlock date={order.deliveryDate} />
        <DeliveryMomentBlock order={order} />
        <CardBlock card={order.card} isMourning={order.isMourning} />
        <TextBlock title="Interne notities" text={order.description} />
        <TextBlock title="Opmerking klant" text={order.comment} />
        <RecipientBlock recipient={order.recipient} />
        <CustomerBlock customer={order.customer} />
        <EmailBlock title="E-mail klant" address={order.customer.emailAddress} />
        <EmailBlock title="Factuur e-mail" address={order.customer.invoiceEmailAddress} />
        <DeliveryStatusBlock status={order.deliveryStatus} houseNumber={order.deliveryStatusNr} />
        <PaymentBlock method={order.paymentMethod.title} isPaid={order.isPaid} />
        <TextBlock title="Verwerking" text={order.treatment} />
      </div>
      <OrderLinesTable order={order} />
      <CarrierRows carriers={carriers} nameOf={nameOf} />
      {isFeatureOn(features, 'internalLog') && <InternalLogBlock entries={order.internalLog} />}
    </article>
  );
}
