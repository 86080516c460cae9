// The delivery date and the church service or funeral time, edited as DD-MM-YYYY (and HH:mm).
import { formatDate, formatDateTime, parseDutchDate } from '../../shared/domain/format.ts';
import { DeliveryDateFields, DeliveryMomentFields, deliveryMomentSeconds, deliveryMomentValues } from '../../shared/domain/order-rules.ts';
import { deliveryMomentLabel } from '../../shared/domain/order-view.ts';
import { NoValue } from './DetailBlock.tsx';
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

/**
 * The church service or funeral the flowers are for. An order without a time shows 'Geen tijd' and can get one:
 * the form starts on the delivery date, with the cursor in the time.
 */
export function DeliveryMomentBlock({ order }: { order: OrderSnapshot }) {
  const seconds = order.deliveryDateTime;
  return (
    <EditableBlock
      block="deliveryMoment"
      title={deliveryMomentLabel(order.recipient.addressType)}
      view={seconds === null ? <NoValue>Geen tijd</NoValue> : formatDateTime(seconds)}
      struct={DeliveryMomentFields}
      initialValues={() => (seconds === null ? { date: formatDate(order.deliveryDate), time: '' } : deliveryMomentValues(seconds))}
      toChanges={(values) => ({ deliveryDateTime: deliveryMomentSeconds(values) })}
      fields={
        <>
          <TextField name="date" label="Datum" placeholder="DD-MM-JJJJ" />
          <TextField name="time" label="Tijd" placeholder="UU:MM" autoFocus={seconds === null} />
        </>
      }
    />
  );
}
