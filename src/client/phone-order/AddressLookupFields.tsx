import { TextField } from '../detail/EditFields.tsx';
import { useAddressLookup } from './use-address-lookup.ts';

/** Postcode and house number first (they fill street and city), then street, city and country, all editable. */
export function AddressLookupFields({ prefix, addition }: { prefix: string; addition?: string }) {
  const note = useAddressLookup(prefix);
  return (
    <>
      <div className="phone-order__row">
        <TextField name={`${prefix}.zipcode`} label="Postcode" />
        <TextField name={`${prefix}.streetNumber`} label="Huisnummer" />
        {addition && <TextField name={addition} label="Toevoeging" />}
      </div>
      <p className="phone-order__note" aria-live="polite">{note}</p>
      <div className="phone-order__row">
        <TextField name={`${prefix}.street`} label="Straat" />
        <TextField name={`${prefix}.city`} label="Plaats" />
        <TextField name={`${prefix}.countryCode`} label="Landcode" deps={[`${prefix}.zipcode`]} />
      </div>
    </>
  );
}
