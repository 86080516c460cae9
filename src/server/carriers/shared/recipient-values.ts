// The recipient fields of the forms that can also register a standalone parcel (Reviva, Trunkrs): for an order they
// start filled in from its recipient.
import { formPhone } from '../../../shared/domain/carrier-forms/parcel-fields.ts';
import type { Order } from '../../../shared/schema/order.ts';

export interface RecipientFormFields {
  name: string;
  companyName?: string;
  street: string;
  houseNumber: string;
  zipcode: string;
  city: string;
  phone?: string;
  email?: string;
}

export function recipientFormValues({ recipient }: Order) {
  return {
    name: recipient.name,
    companyName: recipient.companyName ?? '',
    street: recipient.address.street,
    houseNumber: recipient.address.streetNumber,
    zipcode: recipient.address.zipcode,
    city: recipient.address.city,
    countryCode: recipient.address.countryCode,
    phone: formPhone(recipient.phoneNumber),
    email: recipient.emailAddress ?? '',
  };
}
