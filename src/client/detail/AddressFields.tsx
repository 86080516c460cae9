import { TextField } from './EditFields.tsx';

/** The inputs of an address at `prefix` ('recipient.address', 'customer.address'). */
export function AddressFields({ prefix }: { prefix: string }) {
  return (
    <>
      <TextField name={`${prefix}.street`} label="Straat" />
      <TextField name={`${prefix}.streetNumber`} label="Huisnummer" />
      <TextField name={`${prefix}.zipcode`} label="Postcode" />
      <TextField name={`${prefix}.city`} label="Plaats" />
      <TextField name={`${prefix}.countryCode`} label="Landcode" deps={[`${prefix}.zipcode`]} />
    </>
  );
}
