// Business constants of spec.md §9, shared by client and server.

export const PROBLEM_TAG_ID = 23279793;
export const RIBBON_CARD_ID = 20012781;
export const HIDDEN_PRODUCT_IDS: readonly number[] = [943233, 943234];
export const GUESTBOOK_ATTRIBUTE_ID = 29836110;

export const SPECIAL_TAGS = ['unprocessed', 'processed', 'deliveryexpired'] as const;
export type SpecialTag = (typeof SPECIAL_TAGS)[number];
/** The unprocessed orders split by delivery day against the 12:00 cut-off (spec §4 list updates; folder-match.ts). */
export const DAY_FOLDERS = ['today', 'tomorrow', 'other'] as const;
export type DayFolder = (typeof DAY_FOLDERS)[number];
export type TagRef = SpecialTag | DayFolder | number;

export const TREATMENT_NEW = 'Nieuw';
export const TREATMENTS = ['Nieuw', 'Geprint', 'Verwerkt', 'Euroflorist', 'Collega bloemist', 'Afgehandeld'] as const;

export const CARRIERS = ['postnl', 'dynalogic', 'zorgeloosbezorgd', 'redjepakketje', 'reviva', 'trunkrs', 'regio'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carriers' names when a location has not named them itself (its transporter features do). */
export const CARRIER_TITLES: Readonly<Record<Carrier, string>> = {
  postnl: 'PostNL',
  dynalogic: 'Dynalogic',
  zorgeloosbezorgd: 'ZorgeloosBezorgd',
  redjepakketje: 'Red je Pakketje',
  reviva: 'Reviva',
  trunkrs: 'Trunkrs',
  regio: 'Regio',
};

export const DELIVERY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DeliveryPart = (typeof DELIVERY_PARTS)[number];

export interface PaymentMethod {
  id: number;
  title: string;
  icon: string;
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  { id: 1, title: 'iDEAL', icon: 'ideal' },
  { id: 2, title: 'Op rekening', icon: 'invoice' },
  { id: 3, title: 'Creditcard', icon: 'creditcard' },
  { id: 4, title: 'PayPal', icon: 'paypal' },
  { id: 5, title: 'Bancontact', icon: 'bancontact' },
  { id: 6, title: 'Achteraf betalen', icon: 'afterpay' },
  { id: 7, title: 'Overboeking', icon: 'banktransfer' },
];

/** Payment methods for which the 'Niet op rekening' mail button is shown. */
export const NOT_ON_ACCOUNT_PAYMENT_METHOD_IDS: readonly number[] = [2, 6];

export const MAIL_TYPES = ['KiB', 'AddressError', 'Confirmation', 'NotOnAccount', 'ExtraServicePhoto'] as const;
export type MailType = (typeof MAIL_TYPES)[number];

export const PRINT_JOB_TYPES = [
  'order', 'card1', 'card2', 'dynalogic', 'postnl', 'zorgeloosbezorgd', 'redjepakketje', 'reviva', 'trunkrs', 'regio',
] as const;
export type PrintJobType = (typeof PRINT_JOB_TYPES)[number];

export const POPUP_PRINTER = '_popup';
export const TIMEZONE = 'Europe/Amsterdam';
/** Orders for today are handled until noon; later they count as tomorrow's work (spec §4 list updates). */
export const TODAY_CUTOFF_HOUR = 12;
