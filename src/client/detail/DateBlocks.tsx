// The delivery date and the church service or funeral time, edited as DD-MM-YYYY (and HH:mm).
import { formatDate, formatDateTime, parseDutchDate } from '../../shared/domain/format.ts';
import { DeliveryDateFields, DeliveryMomentFields, deliveryMomentSeconds, deliveryMomentValues } from '../../shared/domain/order-rules.ts';
import { deliveryMomentLabel } from '../../shared/domain/order-view.ts';
import { EditableBlock } from './EditableBlock.tsx';
import { TextField } from './EditFields.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

export function DeliveryDateBlock({ order }: { order: OrderSnapshot }) {
  return (
    <EditableBlock
      block="deliveryDate"
      title="Leverdatum"
      view={formatDate(order.deliveryDate)}
      struct={DeliveryDateFields}
      initialValues={() => ({ deliveryDate: formatDate(order.deliveryDate) })}
      toChanges={(values) => ({ deliveryDate: parseDutchDate(values.deliveryDate)! })}
      fields={<TextField name="deliveryDate" label="Leverdatum" placeholder="DD-MM-JJJJ" />}
    />
  );
}

/** The church service or funeral the flowers are for; only shown when the order has a time. */
export function DeliveryMomentBlock({ order }: { order: OrderSnapshot }) {
  if (order.deliveryDateTime === null) return null;
  const seconds = order.deliveryDateTime;
  return (
    <EditableBlock
      block="deliveryMoment"
      title={deliveryMomentLabel(order.recipient.addressType)}
      view={formatDateTime(seconds)}
      struct={DeliveryMomentFields}
      initialValues={() => deliveryMomentValues(seconds)}
      toChanges={(values) => ({ deliveryDateTime: deliveryMomentSeconds(values) })}
      fields={
        <>
          <TextField name="date" label="Datum" placeholder="DD-MM-JJJJ" />
          <TextField name="time" label="Tijd" placeholder="UU:MM" />
        </>
      }
    />
  );
}
