import { AddressLines } from './AddressLines.tsx';
import { DetailBlock } from './DetailBlock.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

export function RecipientBlock({ recipient }: { recipient: OrderSnapshot['recipient'] }) {
  return (
    <DetailBlock title="Afleveradres">
      {recipient.companyName && <div className="detail-strong">{recipient.companyName}</div>}
      {recipient.companyTitle && <div>{recipient.companyTitle}</div>}
      <div className={recipient.companyName ? undefined : 'detail-strong'}>{recipient.name}</div>
      <AddressLines address={recipient.address} />
      {recipient.phoneNumber && <div>Tel. {recipient.phoneNumber}</div>}
      {recipient.emailAddress && <div>{recipient.emailAddress}</div>}
    </DetailBlock>
  );
}
