import { Type, type Static } from 'typebox';

/** Postal address of a recipient or customer; the DeliveryAddress schema of GET /workbench/schema/DeliveryAddress. */
export const Address = Type.Object(
  {
    street: Type.String({ maxLength: 100, title: 'Straat' }),
    streetNumber: Type.String({ maxLength: 20, title: 'Huisnummer' }),
    zipcode: Type.String({ maxLength: 12, title: 'Postcode' }),
    city: Type.String({ maxLength: 100, title: 'Plaats' }),
    countryCode: Type.String({ pattern: '^[A-Z]{2}$', title: 'Landcode' }),
    country: Type.Optional(Type.String({ maxLength: 100, title: 'Land' })),
  },
  { additionalProperties: false },
);
export type Address = Static<typeof Address>;

export const DeliveryAddress = Type.Object(
  {
    type: Type.Optional(Type.String({ maxLength: 40 })),
    addressType: Type.Optional(Type.String({ maxLength: 40, title: 'Adrestype' })),
    company: Type.Optional(Type.Boolean()),
    companyName: Type.Optional(Type.String({ maxLength: 100, title: 'Bedrijfsnaam' })),
    companyTitle: Type.Optional(Type.String({ maxLength: 100 })),
    name: Type.String({ minLength: 1, maxLength: 100, title: 'Naam' }),
    address: Address,
    phoneNumber: Type.Optional(Type.String({ maxLength: 20, title: 'Telefoon' })),
    emailAddress: Type.Optional(Type.String({ maxLength: 100, title: 'E-mail' })),
  },
  { additionalProperties: false, $id: 'DeliveryAddress', title: 'Afleveradres' },
);
export type DeliveryAddress = Static<typeof DeliveryAddress>;
