import { useSnapshot } from 'valtio';
import { customerTrackingUrl, hasDeliveryMoment, orderCarriers, transporterName } from '../../shared/domain/order-view.ts';
import type { OrderRoute } from '../../shared/routes.ts';
import { appData, isFeatureOn } from '../state/app-data.ts';
import { CardBlock } from './CardBlock.tsx';
import { CarrierRows } from './CarrierRows.tsx';
import { CustomerBlock } from './CustomerBlock.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import { DeleteOrderButton } from './DeleteOrderButton.tsx';
import { DetailLinks } from './DetailLinks.tsx';
import { DetailWarnings } from './DetailWarnings.tsx';
import { HandoffHistory } from './HandoffHistory.tsx';
import { InternalLogBlock } from './InternalLogBlock.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { MailButtons } from './mail/MailButtons.tsx';
import { PrintActions } from './print/PrintActions.tsx';
import { PrintLedger } from './print/PrintLedger.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';
import { RecipientBlock } from './RecipientBlock.tsx';
import { DeliveryDateBlock, DeliveryMomentBlock } from './DateBlocks.tsx';
import { DeliveryStatusBlock } from './DeliveryStatusBlock.tsx';
import { CustomerEmailBlock, InvoiceEmailBlock } from './EmailBlocks.tsx';
import { GuestbookCheckbox } from './GuestbookCheckbox.tsx';
import { CommentBlock, NotesBlock } from './TextBlocks.tsx';
import { TreatmentBlock } from './TreatmentBlock.tsx';
import { PaymentBlock } from './PaymentBlock.tsx';

/** One loaded order: its blocks, each editable with its pencil or command. */
export function OrderDetail({ order, route }: { order: OrderSnapshot; route: OrderRoute }) {
  const { features } = useSnapshot(appData);
  const nameOf = (carrier: string) => transporterName(carrier, features);
  const carriers = orderCarriers(order);
  return (
    <article className="order-detail__content" aria-label={`Order ${order.orderNumber}`}>
      <DetailHeader order={order} transporter={order.activeTransporter && nameOf(order.activeTransporter)} />
      <DetailWarnings order={order} />
      <DetailLinks order={order} route={route} trackingUrl={customerTrackingUrl(carriers)} />
      <PrintActions order={order} />
      <div className="detail-blocks">
        <DeliveryDateBlock order={order} />
        {hasDeliveryMoment(order) && <DeliveryMomentBlock order={order} />}
        <CardBlock card={order.card} isMourning={order.isMourning} />
        <NotesBlock description={order.description} />
        <CommentBlock comment={order.comment} />
        <RecipientBlock recipient={order.recipient} />
        <CustomerBlock customer={order.customer} />
        <CustomerEmailBlock address={order.customer.emailAddress} />
        <InvoiceEmailBlock address={order.customer.invoiceEmailAddress} />
        <DeliveryStatusBlock status={order.deliveryStatus} houseNumber={order.deliveryStatusNr} />
        <PaymentBlock method={order.paymentMethod.title} isPaid={order.isPaid} />
        <TreatmentBlock treatment={order.treatment} />
      </div>
      <GuestbookCheckbox orderId={order.id} checked={order.attribute_29836110} />
      <OrderLinesTable order={order} />
      <MailButtons order={order} />
      <CarrierRows order={order} nameOf={nameOf} />
      <HandoffHistory order={order} />
      <PrintLedger order={order} />
      {isFeatureOn(features, 'internalLog') && <InternalLogBlock orderId={order.id} entries={order.internalLog} />}
      <DeleteOrderButton order={order} />
    </article>
  );
}
