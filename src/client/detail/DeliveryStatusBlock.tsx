import { DeliveryStatusFields } from '../../shared/domain/order-rules.ts';
import { NoValue } from './DetailBlock.tsx';
import { EditableBlock } from './EditableBlock.tsx';
import { TextField } from './EditFields.tsx';

/** An empty field clears the value on the server rather than storing ''. */
const orNull = (value: string) => value.trim() || null;

/** 'Bezorgd bij de buren, huisnummer 12': the house number matters when a neighbour took the delivery. */
export function DeliveryStatusBlock({ status, houseNumber }: { status: string | null; houseNumber: string | null }) {
  return (
    <EditableBlock
      block="deliveryStatus"
      title="Bezorgstatus"
      view={status ? <>{status}{houseNumber && `, huisnummer ${houseNumber}`}</> : <NoValue />}
      struct={DeliveryStatusFields}
      initialValues={() => ({ deliveryStatus: status ?? '', deliveryStatusNr: houseNumber ?? '' })}
      toChanges={(values) => ({ deliveryStatus: orNull(values.deliveryStatus), deliveryStatusNr: orNull(values.deliveryStatusNr) })}
      fields={
        <>
          <TextField name="deliveryStatus" label="Bezorgstatus" />
          <TextField name="deliveryStatusNr" label="Huisnummer buren" />
        </>
      }
    />
  );
}
