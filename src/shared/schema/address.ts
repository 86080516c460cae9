import { Type, type Static } from 'typebox';
import { FIELD_LIMITS as max, rule } from '../domain/field-rules.ts';

/** Postal address of a recipient or customer; the DeliveryAddress schema of GET /workbench/schema/DeliveryAddress. */
export const Address = Type.Object(
  {
    street: Type.String({ maxLength: max.street, title: 'Straat', ...rule('singleLine', 'required') }),
    streetNumber: Type.String({ maxLength: max.streetNumber, title: 'Huisnummer', ...rule('singleLine', 'required') }),
    zipcode: Type.String({ maxLength: max.zipcode, title: 'Postcode', ...rule('singleLine', 'required', 'dutchPostcode') }),
    city: Type.String({ maxLength: max.city, title: 'Plaats', ...rule('singleLine', 'required') }),
    countryCode: Type.String({ pattern: '^[A-Z]{2}$', title: 'Landcode' }),
    country: Type.Optional(Type.String({ maxLength: max.country, title: 'Land', ...rule('singleLine') })),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;

export const DeliveryAddress = Type.Object(
  {
    type: Type.Optional(Type.String({ maxLength: max.addressType, ...rule('singleLine') })),
    addressType: Type.Optional(Type.String({ maxLength: max.addressType, title: 'Adrestype', ...rule('singleLine') })),
    company: Type.Optional(Type.Boolean()),
    companyName: Type.Optional(Type.String({ maxLength: max.companyName, title: 'Bedrijfsnaam', ...rule('singleLine') })),
    companyTitle: Type.Optional(Type.String({ maxLength: max.companyTitle, ...rule('singleLine') })),
    name: Type.String({ minLength: 1, maxLength: max.name, title: 'Naam', ...rule('singleLine', 'required') }),
    address: Address,
    phoneNumber: Type.Optional(Type.String({ maxLength: max.phoneNumber, title: 'Telefoon', ...rule('singleLine') })),
    emailAddress: Type.Optional(Type.String({ maxLength: max.emailAddress, title: 'E-mail', ...rule('optionalEmailAddress') })),
  },
  { additionalProperties: false, $id: 'DeliveryAddress', title: 'Afleveradres' },
);
export type DeliveryAddress = Static<typeof DeliveryAddress>;
