// The customer and the recipient of a demo order.
import type { Address, DeliveryAddress } from '../shared/schema/address.ts';
import type { Customer } from '../shared/schema/order.ts';
import { BELGIAN_CITIES, BUSINESS_REFERENCES, CHURCHES, COMPANIES, FUNERAL_HOMES, type City } from './dutch.ts';
import {
  belgianAddress, dutchAddress, emailAddress, familyName, fullName, mailSafe, phoneNumber, randomCity, randomPerson,
  type Person,
} from './people.ts';
import type { Random } from './random.ts';

/** Who ordered: a person, now and then for a company, with a Dutch address. */
export function makeCustomer(random: Random) {
  const person = randomPerson(random);
  const city = randomCity(random);
  const business = random.chance(0.12) ? random.pick(COMPANIES) : null;
  const customer: Customer = {
    companyTitle: business ?? '',
    name: {
      gender: random.chance(0.08) ? 'U' : person.gender,
      initials: person.initials,
      middleName: person.middleName,
      lastName: person.lastName,
    },
    address: dutchAddress(random, city),
    phoneNumber: phoneNumber(random, city.areaCode),
    reference: business && random.chance(0.6) ? random.pick(BUSINESS_REFERENCES) : '',
    invoiceEmailAddress: business ? `facturen@${mailSafe(business)}.example` : '',
    emailAddress: emailAddress(random, person),
    anonymous: false,
  };
  return { person, city, customer };
}

/** Who receives: a home, a business, a church or funeral home for mourning pieces, now and then in Belgium. */
export function makeRecipient(random: Random, isMourning: boolean, customerCity: City) {
  const person = randomPerson(random);
  if (random.chance(0.03)) {
    const city = random.pick(BELGIAN_CITIES);
    const phone = phoneNumber(random, city.areaCode, 'BE');
    return { person, province: null, recipient: privateRecipient(random, person, belgianAddress(random, city), phone) };
  }
  const city = random.chance(0.4) ? customerCity : randomCity(random);
  const address = dutchAddress(random, city);
  const phoneNumberOfPlace = phoneNumber(random, city.areaCode);
  const business = (addressType: string, companyName: string, name: string, companyTitle = ''): DeliveryAddress => ({
    type: 'business', addressType, company: true, companyName, companyTitle, name, address,
    phoneNumber: phoneNumberOfPlace, emailAddress: '',
  });
  if (isMourning) {
    const addressType = random.chance(0.35) ? 'church' : 'funeral';
    const place = random.pick(addressType === 'church' ? CHURCHES : FUNERAL_HOMES);
    const recipient = business(addressType, place, `Familie ${familyName(person)}`);
    return { person, province: city.province, recipient };
  }
  if (random.chance(0.18)) {
    const department = random.pick(['', 'Receptie', 'Secretariaat', 'Afdeling HR']);
    const recipient = business('business', random.pick(COMPANIES), fullName(person), department);
    return { person, province: city.province, recipient };
  }
  return { person, province: city.province, recipient: privateRecipient(random, person, address, phoneNumberOfPlace) };
}

function privateRecipient(random: Random, person: Person, address: Address, phone: string): DeliveryAddress {
  return {
    type: 'private', addressType: 'home', company: false, companyName: '', companyTitle: '', name: fullName(person),
    address,
    phoneNumber: random.chance(0.7) ? phone : '',
    emailAddress: random.chance(0.3) ? emailAddress(random, person) : '',
  };
}
