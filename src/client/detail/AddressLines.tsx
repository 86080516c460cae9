import type { Snapshot } from 'valtio';
import type { Address } from '../../shared/schema/address.ts';

/** Street and number, postcode and city, and the country when it is not the Netherlands. */
export function AddressLines({ address }: { address: Snapshot<Address> }) {
  const street = `${address.street} ${address.streetNumber}`.trim();
  const place = `${address.zipcode} ${address.city}`.trim();
  const country = address.countryCode !== 'NL' ? address.country || address.countryCode : '';
  return (
    <>
      {street && <div>{street}</div>}
      {place && <div>{place}</div>}
      {country && <div>{country}</div>}
    </>
  );
}
