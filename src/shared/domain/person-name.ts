import type { Customer } from '../schema/order.ts';

type PersonName = Customer['name'];

const SALUTATIONS: Readonly<Record<PersonName['gender'], string>> = { M: 'Dhr.', F: 'Mevr.', U: '' };

/** 'M. van Brouwer': initials, middle name and last name, skipping what is empty. */
export function personName(name: Omit<PersonName, 'gender'>): string {
  return [name.initials, name.middleName, name.lastName].filter(Boolean).join(' ');
}

/** 'Mevr. M. van Brouwer': the person's name after the salutation of their gender, if known. */
export function formalName(name: PersonName): string {
  return [SALUTATIONS[name.gender], personName(name)].filter(Boolean).join(' ');
}

/** The customer as the order list shows and searches them: 'Bloemen BV (M. van Brouwer)' for a company. */
export function customerDisplayName(customer: Pick<Customer, 'companyTitle'> & { name: Omit<PersonName, 'gender'> }): string {
  const person = personName(customer.name);
  return customer.companyTitle ? `${customer.companyTitle} (${person})` : person;
}
