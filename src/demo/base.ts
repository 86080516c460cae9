// The data a shop starts with: locations and printers, feature flags, folders, florists, statistics and users.
// Every insert skips rows that already exist, so seeding twice changes nothing.

import type { Db } from '../server/db/database.ts';
import { insertMissing, moveTagIdsPastExisting } from '../server/db/demo-data.ts';
import {
  CARRIER_TITLES,
  CARRIERS, GUESTBOOK_ATTRIBUTE_ID, POPUP_PRINTER, PROBLEM_TAG_ID, type Carrier,
} from '../shared/domain/constants.ts';
import { widgetFeatures } from '../server/stats/statistics.ts';
import { CITIES, FLORIST_COMMENTS, FLORIST_SHOP_NAMES } from './dutch.ts';
import { dutchAddress, fullName, iban, mailSafe, phoneNumber, randomPerson } from './people.ts';
import { createRandom } from './random.ts';

/** The folders of a fresh shop; ids after the problem folder continue from the `tag_ids` sequence's start. */
export const DEMO_FOLDERS = [
  { id: PROBLEM_TAG_ID, title: 'Probleem' },
  { id: 23_300_001, title: 'Wacht op betaling' },
  { id: 23_300_002, title: 'Bellen met klant' },
  { id: 23_300_003, title: 'Adres controleren' },
  { id: 23_300_004, title: 'Morgen versturen' },
] as const;


const DEMO_PASSWORD = 'welkom01';
const DEMO_USERS = [
  { name: 'beheerder', email: 'beheerder@werkplaats.example', is_administrator: true },
  { name: 'medewerker', email: 'medewerker@werkplaats.example', is_administrator: false },
];

export async function seedBaseData(
  db: Db,
  options: { passwordHash: (plain: string) => Promise<string> },
): Promise<void> {
  await insertMissing(db, 'printers', PRINTERS);
  await insertMissing(db, 'locations', LOCATIONS);
  await insertMissing(db, 'features', featureRows());
  await insertMissing(db, 'tags', DEMO_FOLDERS);
  await moveTagIdsPastExisting(db);
  await insertMissing(db, 'order_attribute_types', [{
    id: GUESTBOOK_ATTRIBUTE_ID, name: 'excludeFromGuestbookInvitation', title: 'Geen uitnodiging gastenboek',
    value_type: 'boolean',
  }]);
  const florists = demoFlorists();
  await insertMissing(db, 'florists', florists.map(({ deliveryCities, ...florist }) => florist));
  await insertMissing(db, 'florist_delivery_cities', florists.flatMap((florist) => florist.deliveryCities));
  await insertMissing(db, 'statistics', STATISTICS);
  const users = [];
  for (const user of DEMO_USERS) users.push({ ...user, password_hash: await options.passwordHash(DEMO_PASSWORD) });
  await insertMissing(db, 'users', users);
}

/**
 * `settings` per provider: the spool folder (inside the data folder), the IPP address or the PrintNode printer id.
 * Every printer a location uses spools, so a fresh shop prints at once and offline; the IPP and PrintNode printers
 * are examples to point at real ones (until then they honestly show 'offline' and 'disconnected').
 */
/** A demo printer that writes its PDFs into DATA_DIR/spool/<id>. */
const spoolPrinter = (id: string, name: string, displayName: string, computerName: string) => ({
  id, name, display_name: displayName, computer_name: computerName, provider: 'spool', state: 'idle',
  settings: { folder: `spool/${id}` },
});

const PRINTERS = [
  spoolPrinter('ams-orders', 'HP LaserJet Pro M404dn', 'Orderprinter Amsterdam', 'WERKPLAATS-PC1'),
  spoolPrinter('ams-cards', 'Brother HL-L2350DW', 'Kaartjesprinter Amsterdam', 'WERKPLAATS-PC1'),
  spoolPrinter('ams-labels', 'Zebra ZD421', 'Labelprinter Amsterdam', 'WERKPLAATS-PC2'),
  spoolPrinter('utr-orders', 'HP LaserJet M110we', 'Orderprinter Utrecht', 'WERKPLAATS-UTR1'),
  spoolPrinter('utr-labels', 'DYMO LabelWriter 5XL', 'Labelprinter Utrecht', 'WERKPLAATS-UTR1'),
  {
    id: 'ams-network', name: 'Brother MFC-L2750DW', display_name: 'Netwerkprinter Amsterdam (IPP, voorbeeld)',
    computer_name: 'kaartjesprinter.local', provider: 'ipp', state: 'offline',
    settings: { url: 'ipp://kaartjesprinter.local/ipp/print' },
  },
  {
    id: 'ams-cloud', name: 'Zebra ZD621', display_name: 'Labelprinter via PrintNode (voorbeeld)',
    computer_name: 'WERKPLAATS-PC3', provider: 'printnode', state: 'disconnected',
    settings: { printNodeId: 71_234_501 },
  },
];

/** Every carrier prints its labels on the location's label printer. */
const labelPrinters = (printerId: string) =>
  Object.fromEntries(CARRIERS.map((carrier) => [carrier, printerId])) as Record<Carrier, string>;

/** Utrecht prints its second card type from the browser ('_popup'). */
const LOCATIONS = [
  {
    name: 'Amsterdam',
    printers: { order: 'ams-orders', card1: 'ams-cards', card2: 'ams-cards', ...labelPrinters('ams-labels') },
  },
  {
    name: 'Utrecht',
    printers: { order: 'utr-orders', card1: 'utr-orders', card2: POPUP_PRINTER, ...labelPrinters('utr-labels') },
  },
];

type FeatureGroup = 'orderlist' | 'transporter' | 'menu' | 'block' | 'widget';

interface FeatureDefinition {
  id: number;
  title: string;
  group: FeatureGroup;
  displayTitle: string;
}

/** Feature ids are the same at every location; the order within a group is the sort order. */
const FEATURES: readonly FeatureDefinition[] = [
  ...([
    ['ownDelivery', 'Eigen bezorging'],
    ['morningDelivery', 'Ochtendbezorging'],
    ['afternoonDelivery', 'Middagbezorging'],
    ['eveningDelivery', 'Avondbezorging'],
    ['mourning', 'Rouw'],
    ['photoService', 'Fotoservice'],
    ['unpaidInvoices', 'Openstaande facturen'],
    ['status', 'Status'],
  ] as const).map(([title, displayTitle], index) => ({
    id: 28_200_001 + index, title, group: 'orderlist' as const, displayTitle,
  })),
  ...CARRIERS.map((carrier, index) => ({
    id: 28_200_101 + index, title: carrier, group: 'transporter' as const, displayTitle: CARRIER_TITLES[carrier],
  })),
  { id: 28_200_201, title: 'printEfCard', group: 'menu', displayTitle: 'Print EF kaart' },
  { id: 28_200_202, title: 'revivaLabel', group: 'menu', displayTitle: 'Aanmelden bij Reviva' },
  { id: 28_200_203, title: 'trunkrsLabel', group: 'menu', displayTitle: 'Aanmelden bij Trunkrs' },
  { id: 28_200_301, title: 'internalLog', group: 'block', displayTitle: 'Interne log' },
  ...widgetFeatures().map((feature) => ({ ...feature, group: 'widget' as const })),
];

/** Utrecht has no Reviva contract and does no evening deliveries. */
const DISABLED_IN_UTRECHT = new Set(['eveningDelivery', 'reviva', 'revivaLabel', 'trunkrsLabel', 'ordersPerFolder']);
const UNAVAILABLE_IN_UTRECHT = new Set(['reviva']);

function featureRows() {
  return LOCATIONS.flatMap(({ name: location }) =>
    FEATURES.map((feature) => {
      const inUtrecht = location === 'Utrecht';
      return {
        id: feature.id,
        location,
        title: feature.title,
        feature_group: feature.group,
        enabled: !(inUtrecht && DISABLED_IN_UTRECHT.has(feature.title)),
        available: !(inUtrecht && UNAVAILABLE_IN_UTRECHT.has(feature.title)),
        display_title: feature.displayTitle,
        sort_order: 10 * FEATURES.filter((other) => other.group === feature.group).indexOf(feature),
      };
    }),
  );
}

/** One statistic per dashboard widget; `query` names the built-in statistic the widget shows. */
const STATISTICS = widgetFeatures().map((feature, index) => ({ id: index + 1, name: feature.displayTitle, query: feature.title }));

const FIRST_FLORIST_ID = 41_000_001;
const FLORIST_SEED = 20_240_601;

export interface DemoFlorist {
  id: number;
  name: string;
  contact_person_name: string;
  email_address: string;
  phone_number: string;
  account_number: string;
  comment: string;
  address: { street: string; streetNumber: string; zipcode: string; city: string; countryCode: string };
  delivery_count: number;
  deliveryCities: { florist_id: number; city: string; price: number; start_time: string; end_time: string }[];
}

/** The colleague florists, always the same: one shop per city, each also delivering to towns in its province. */
export function demoFlorists(): DemoFlorist[] {
  const random = createRandom(FLORIST_SEED);
  return FLORIST_SHOP_NAMES.map((name, index) => {
    const id = FIRST_FLORIST_ID + index;
    const city = CITIES[index % CITIES.length];
    const { country, ...address } = dutchAddress(random, city);
    const neighbours = CITIES.filter((other) => other.province === city.province && other !== city)
      .filter(() => random.chance(0.6))
      .slice(0, 4);
    const hours = {
      start_time: random.pick(['08:00', '08:30', '09:00']),
      end_time: random.pick(['17:00', '18:00', '20:00']),
    };
    return {
      id,
      name,
      contact_person_name: fullName(randomPerson(random)),
      email_address: `info@${mailSafe(name)}.example`,
      phone_number: phoneNumber(random, city.areaCode),
      account_number: iban(random),
      comment: random.pick(FLORIST_COMMENTS),
      address,
      delivery_count: random.int(0, 250),
      deliveryCities: [
        { florist_id: id, city: city.name, price: random.pick([4.95, 5.95, 6.95]), ...hours },
        ...neighbours.map((other) => ({
          florist_id: id, city: other.name, price: random.pick([7.5, 8.5, 9.95, 12.5]), ...hours,
        })),
      ],
    };
  });
}
