import { RecipientFields } from '../../shared/domain/order-rules.ts';
import { changedFields } from '../state/changed-fields.ts';
import { AddressFields } from './AddressFields.tsx';
import { AddressLines } from './AddressLines.tsx';
import { EditableBlock } from './EditableBlock.tsx';
import { TextField } from './EditFields.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

type Recipient = OrderSnapshot['recipient'];

function RecipientView({ recipient }: { recipient: Recipient }) {
  return (
    <>
      {recipient.companyName && <div className="detail-strong">{recipient.companyName}</div>}
      {recipient.companyTitle && <div>{recipient.companyTitle}</div>}
      <div className={recipient.companyName ? undefined : 'detail-strong'}>{recipient.name}</div>
      <AddressLines address={recipient.address} />
      {recipient.phoneNumber && <div>Tel. {recipient.phoneNumber}</div>}
      {recipient.emailAddress && <div>{recipient.emailAddress}</div>}
    </>
  );
}

export function RecipientBlock({ recipient }: { recipient: Recipient }) {
  const { street, streetNumber, zipcode, city, countryCode } = recipient.address;
  return (
    <EditableBlock
      block="address"
      title="Afleveradres"
      view={<RecipientView recipient={recipient} />}
      struct={RecipientFields}
      initialValues={() => ({
        recipient: {
          name: recipient.name,
          companyName: recipient.companyName ?? '',
          address: { street, streetNumber, zipcode, city, countryCode },
          phoneNumber: recipient.phoneNumber ?? '',
        },
      })}
      // Only what the user changed: the server merges it over the stored address, so nothing else is overwritten.
      toChanges={(edited, opened) => changedFields(opened, edited)}
      fields={
        <>
          <TextField name="recipient.name" label="Naam" />
          <TextField name="recipient.companyName" label="Bedrijfsnaam" />
          <AddressFields prefix="recipient.address" />
          <TextField name="recipient.phoneNumber" label="Telefoon" />
        </>
      }
    />
  );
}
