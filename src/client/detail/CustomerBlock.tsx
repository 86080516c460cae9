import { CustomerFields } from '../../shared/domain/order-rules.ts';
import { formalName } from '../../shared/domain/person-name.ts';
import { changedFields } from '../state/changed-fields.ts';
import { AddressFields } from './AddressFields.tsx';
import { AddressLines } from './AddressLines.tsx';
import { EditableBlock } from './EditableBlock.tsx';
import { SelectField, TextField } from './EditFields.tsx';
import type { OrderSnapshot } from './order-snapshot.ts';

type Customer = OrderSnapshot['customer'];

export const SALUTATION_OPTIONS = [
  { value: 'M', label: 'Dhr.' },
  { value: 'F', label: 'Mevr.' },
  { value: 'U', label: 'Onbekend' },
] as const;

function CustomerView({ customer }: { customer: Customer }) {
  return (
    <>
      {customer.companyTitle && <div className="detail-strong">{customer.companyTitle}</div>}
      <div className={customer.companyTitle ? undefined : 'detail-strong'}>{formalName(customer.name)}</div>
      <AddressLines address={customer.address} />
      {customer.phoneNumber && <div>Tel. {customer.phoneNumber}</div>}
      {customer.reference && <div>Referentie: {customer.reference}</div>}
      {customer.invoiceEmailAddress && <div>Factuur: {customer.invoiceEmailAddress}</div>}
      {customer.anonymous && <div className="detail-none">Wil anoniem blijven</div>}
    </>
  );
}

export function CustomerBlock({ customer }: { customer: Customer }) {
  const { street, streetNumber, zipcode, city, countryCode } = customer.address;
  return (
    <EditableBlock
      block="customer"
      title="Klant"
      view={<CustomerView customer={customer} />}
      struct={CustomerFields}
      initialValues={() => ({
        customer: {
          companyTitle: customer.companyTitle,
          name: { ...customer.name },
          address: { street, streetNumber, zipcode, city, countryCode },
          phoneNumber: customer.phoneNumber,
          reference: customer.reference,
          invoiceEmailAddress: customer.invoiceEmailAddress,
        },
      })}
      // Only what the user changed: the server merges it over the stored customer, so nothing else is overwritten.
      toChanges={(edited, opened) => changedFields(opened, edited)}
      fields={
        <>
          <TextField name="customer.companyTitle" label="Bedrijf" />
          <SelectField name="customer.name.gender" label="Aanhef" options={SALUTATION_OPTIONS} />
          <TextField name="customer.name.initials" label="Voorletters" />
          <TextField name="customer.name.middleName" label="Tussenvoegsel" />
          <TextField name="customer.name.lastName" label="Achternaam" />
          <AddressFields prefix="customer.address" />
          <TextField name="customer.phoneNumber" label="Telefoon" />
          <TextField name="customer.reference" label="Referentie" />
          <TextField name="customer.invoiceEmailAddress" label="Factuur e-mail" />
        </>
      }
    />
  );
}
