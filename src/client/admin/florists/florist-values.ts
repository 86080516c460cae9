import type { Florist, FloristInput } from '../../../shared/schema/florists.ts';

const priceText = (price: number) => price.toFixed(2).replace('.', ',');

/** A stored florist as the form edits it (and as a save sends it back): prices written the Dutch way, '6,95'. */
export const floristValues = (florist: Florist): FloristInput => ({
  name: florist.name,
  contactPersonName: florist.contactPersonName,
  emailAddress: florist.emailAddress,
  phoneNumber: florist.phoneNumber,
  accountNumber: florist.accountNumber,
  comment: florist.comment,
  address: { ...florist.address },
  active: florist.active,
  deliveryCities: florist.deliveryCities.map((entry) => ({ ...entry, price: priceText(entry.price) })),
});

/** A new florist: a Dutch shop, active, no delivery cities yet. */
export const newFloristValues = (): FloristInput => ({
  name: '',
  contactPersonName: '',
  emailAddress: '',
  phoneNumber: '',
  accountNumber: '',
  comment: '',
  address: { street: '', streetNumber: '', zipcode: '', city: '', countryCode: 'NL' },
  active: true,
  deliveryCities: [],
});

/** A delivery city row as 'Plaats toevoegen' adds it: a common window, the rest to fill in. */
export const newDeliveryCity = (): FloristInput['deliveryCities'][number] => ({ city: '', price: '', startTime: '09:00', endTime: '17:00' });
