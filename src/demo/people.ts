// Made-up Dutch people and addresses for the demo data: names, postcodes, phone numbers, e-mail, IBAN.

import type { Address } from '../shared/schema/address.ts';
import {
  CITIES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, POSTCODE_LETTERS, STREETS, UNUSED_POSTCODE_LETTERS,
  type BelgianCity, type City,
} from './dutch.ts';
import type { Random, Weighted } from './random.ts';

export interface Person {
  firstName: string;
  gender: 'M' | 'F';
  /** Initials as written in Dutch, e.g. 'J.P.' */
  initials: string;
  middleName: string;
  lastName: string;
}

export function randomPerson(random: Random): Person {
  const { name, gender } = random.pick(FIRST_NAMES);
  const [middleName, lastName] = random.pick(LAST_NAMES);
  const secondInitial = random.chance(0.3) ? `${random.pick(FIRST_NAMES).name[0]}.` : '';
  return { firstName: name, gender, initials: `${name[0]}.${secondInitial}`, middleName, lastName };
}

/** 'Anna de Vries' */
export function fullName(person: Person): string {
  return [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
}

/** 'de Vries': the family name with its tussenvoegsel. */
export function familyName(person: Person): string {
  return [person.middleName, person.lastName].filter(Boolean).join(' ');
}

const CITY_WEIGHTS: Weighted<City> = CITIES.map((city) => [city, city.weight]);

export function randomCity(random: Random): City {
  return random.weighted(CITY_WEIGHTS);
}

export function dutchAddress(random: Random, city: City): Address {
  return {
    street: random.pick(STREETS),
    streetNumber: streetNumber(random),
    zipcode: dutchPostcode(random, city),
    city: city.name,
    countryCode: 'NL',
    country: 'Nederland',
  };
}

export function belgianAddress(random: Random, city: BelgianCity): Address {
  return {
    street: random.pick(STREETS),
    streetNumber: streetNumber(random),
    zipcode: String(random.pick(city.postcodes)),
    city: city.name,
    countryCode: 'BE',
    country: 'België',
  };
}

const LETTERS = [...POSTCODE_LETTERS];

/** '1234 AB', within the city's postcode areas. */
function dutchPostcode(random: Random, city: City): string {
  const [first, last] = city.postcodes;
  let letters: string;
  do {
    letters = random.pick(LETTERS) + random.pick(LETTERS);
  } while (UNUSED_POSTCODE_LETTERS.includes(letters));
  return `${random.int(first, last)} ${letters}`;
}

function streetNumber(random: Random): string {
  const number = random.chance(0.8) ? random.int(1, 80) : random.int(81, 350);
  const addition = random.weighted<string>([['', 90], ['a', 4], ['b', 2], ['-1', 2], ['-2', 1], [' bis', 1]]);
  return `${number}${addition}`;
}

/** A Dutch mobile number, or a landline number in the given area; Belgian numbers start with +32. */
export function phoneNumber(random: Random, areaCode: string, countryCode = 'NL'): string {
  if (countryCode === 'BE') {
    return random.chance(0.6)
      ? `+32 4${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`
      : `+32 ${areaCode.slice(1)} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`;
  }
  if (random.chance(0.7)) return `06-${random.digits(8)}`;
  return `${areaCode}-${random.int(2, 9)}${random.digits(9 - areaCode.length)}`;
}

export function emailAddress(random: Random, person: Person): string {
  const first = mailSafe(person.firstName);
  const last = mailSafe(familyName(person));
  const local = random.weighted<string>([
    [`${first}.${last}`, 5],
    [`${first[0]}.${last}`, 3],
    [`${first}${last}${random.int(60, 99)}`, 2],
    [`${first}_${mailSafe(person.lastName)}`, 1],
  ]);
  return `${local}@${random.pick(EMAIL_DOMAINS)}`;
}

/** 'Zoë' → 'zoe', "in 't Veld" → 'intveld' */
export function mailSafe(text: string): string {
  return text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
}

const BANKS = ['ABNA', 'INGB', 'RABO', 'TRIO', 'SNSB', 'ASNB', 'KNAB', 'BUNQ'];

/** A Dutch IBAN with valid check digits, grouped by four: 'NL91 ABNA 0417 1643 00'. */
export function iban(random: Random): string {
  const bban = random.pick(BANKS) + random.digits(10);
  const asDigits = [...`${bban}NL00`].map((char) => parseInt(char, 36)).join('');
  const check = String(98n - (BigInt(asDigits) % 97n)).padStart(2, '0');
  return `NL${check}${bban}`.replace(/(.{4})(?=.)/g, '$1 ');
}
