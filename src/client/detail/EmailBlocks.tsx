// The customer's e-mail address and the address invoices go to, each saved on its own.
import { CustomerEmailFields, InvoiceEmailFields } from '../../shared/domain/order-rules.ts';
import { NoValue } from './DetailBlock.tsx';
import { EditableBlock } from './EditableBlock.tsx';
import { TextField } from './EditFields.tsx';

const MailLink = ({ address }: { address: string }) => (address ? <a href={`mailto:${address}`}>{address}</a> : <NoValue />);

export function CustomerEmailBlock({ address }: { address: string }) {
  return (
    <EditableBlock
      block="email"
      title="E-mail klant"
      view={<MailLink address={address} />}
      struct={CustomerEmailFields}
      initialValues={() => ({ customerEmail: address })}
      toChanges={(values) => ({ customerEmail: values.customerEmail.trim() })}
      fields={<TextField name="customerEmail" label="E-mail klant" />}
    />
  );
}

export function InvoiceEmailBlock({ address }: { address: string }) {
  return (
    <EditableBlock
      block="invoiceEmail"
      title="Factuur e-mail"
      view={<MailLink address={address} />}
      struct={InvoiceEmailFields}
      initialValues={() => ({ invoiceEmail: address })}
      toChanges={(values) => ({ invoiceEmail: values.invoiceEmail.trim() })}
      fields={<TextField name="invoiceEmail" label="Factuur e-mail" />}
    />
  );
}
