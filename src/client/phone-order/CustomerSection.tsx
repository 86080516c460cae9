import { useFormContext, useWatch } from 'react-hook-form';
import { personName } from '../../shared/domain/person-name.ts';
import { phoneOrderMessages, type PhoneOrderValues } from '../../shared/domain/phone-order.ts';
import type { KnownCustomer } from '../../shared/schema/phone-order.ts';
import { CheckboxField, SelectField, TextField } from '../detail/EditFields.tsx';
import { SALUTATION_OPTIONS } from '../detail/CustomerBlock.tsx';
import { AddressLookupFields } from './AddressLookupFields.tsx';
import { findCustomers } from './phone-order-state.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

export const CUSTOMER_SEARCH_ID = 'phone-order-customer-search';

function CustomerOption({ customer }: { customer: KnownCustomer }) {
  const { address } = customer;
  const who = [customer.companyTitle, personName(customer.name)].filter(Boolean).join(' · ');
  return (
    <>
      <strong>{who}</strong>
      <span>{[customer.phoneNumber, customer.emailAddress, `${address.zipcode} ${address.city}`].filter(Boolean).join(' · ')}</span>
    </>
  );
}

/** Who orders: found among the known customers (fills every field) or typed; the e-mail address may stay empty. */
export function CustomerSection() {
  const { setValue } = useFormContext<PhoneOrderValues>();
  const sameAddress = useWatch<PhoneOrderValues, 'customer.sameAddress'>({ name: 'customer.sameAddress' });

  const pick = (customer: KnownCustomer) => {
    const { address } = customer;
    const values: PhoneOrderValues['customer'] = {
      companyTitle: customer.companyTitle,
      gender: customer.name.gender,
      initials: customer.name.initials,
      middleName: customer.name.middleName,
      lastName: customer.name.lastName,
      phoneNumber: customer.phoneNumber,
      emailAddress: customer.emailAddress,
      sameAddress: false,
      address: { street: address.street, streetNumber: address.streetNumber, zipcode: address.zipcode, city: address.city, countryCode: address.countryCode },
    };
    setValue('customer', values, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <fieldset className="phone-order__section">
      <legend>Klant</legend>
      <SearchCombobox<KnownCustomer>
        inputId={CUSTOMER_SEARCH_ID}
        label="Klant zoeken"
        placeholder="Naam, telefoon, e-mail of postcode"
        search={findCustomers}
        optionKey={(customer) => String(customer.lastOrderId)}
        renderOption={(customer) => <CustomerOption customer={customer} />}
        emptyText={phoneOrderMessages.noCustomers}
        onPick={pick}
      />
      <div className="phone-order__row">
        <TextField name="customer.companyTitle" label="Bedrijf" />
        <SelectField name="customer.gender" label="Aanhef" options={SALUTATION_OPTIONS} />
      </div>
      <div className="phone-order__row">
        <TextField name="customer.initials" label="Voorletters" />
        <TextField name="customer.middleName" label="Tussenvoegsel" />
        <TextField name="customer.lastName" label="Achternaam" />
      </div>
      <div className="phone-order__row">
        <TextField name="customer.phoneNumber" label="Telefoon" inputMode="tel" />
        <TextField name="customer.emailAddress" label="E-mail (niet verplicht)" inputMode="email" />
      </div>
      <CheckboxField name="customer.sameAddress" label="De klant woont op het afleveradres" />
      {!sameAddress && <AddressLookupFields prefix="customer.address" />}
    </fieldset>
  );
}
