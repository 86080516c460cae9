import { AddressLines } from './AddressLines.tsx';
import { DetailBlock } from './DetailBlock.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

type Customer = OrderSnapshot['customer'];

const SALUTATIONS: Readonly<Record<Customer['name']['gender'], string>> = { M: 'Dhr.', F: 'Mevr.', U: '' };

/** 'Mevr. M. van Brouwer': salutation, initials, middle name and last name, skipping what is empty. */
function customerName(name: Customer['name']): string {
  return [SALUTATIONS[name.gender], name.initials, name.middleName, name.lastName].filter(Boolean).join(' ');
}

export function CustomerBlock({ customer }: { customer: Customer }) {
  return (
    <DetailBlock title="Klant">
      {customer.companyTitle && <div className="detail-strong">{customer.companyTitle}</div>}
      <div className={customer.companyTitle ? undefined : 'detail-strong'}>{customerName(customer.name)}</div>
      <AddressLines address={customer.address} />
      {customer.phoneNumber && <div>Tel. {customer.phoneNumber}</div>}
      {customer.reference && <div>Referentie: {customer.reference}</div>}
      {customer.invoiceEmailAddress && <div>Factuur: {customer.invoiceEmailAddress}</div>}
      {customer.anonymous && <div className="detail-none">Wil anoniem blijven</div>}
    </DetailBlock>
  );
}
