// Word lists for the demo data: Dutch names, places, products and texts. Data only, no logic.
// Companies, shops and e-mail domains are made up; e-mail addresses use the reserved `.example` domain.

import { HIDDEN_PRODUCT_IDS } from '../shared/domain/constants.ts';

export interface FirstName {
  name: string;
  gender: 'M' | 'F';
}

const male = (name: string): FirstName => ({ name, gender: 'M' });
const female = (name: string): FirstName => ({ name, gender: 'F' });

export const FIRST_NAMES: readonly FirstName[] = [
  ...['Jan', 'Pieter', 'Kees', 'Henk', 'Willem', 'Gerrit', 'Hans', 'Peter', 'Marco', 'Erik', 'Mark', 'Dennis',
    'Bas', 'Tom', 'Thijs', 'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Jesse', 'Ruben', 'Niels', 'Joost', 'Sander',
    'Bram', 'Koen', 'Wouter', 'Jeroen', 'Rob', 'Frank', 'Martijn', 'Stefan', 'Mohamed', 'Youssef', 'Emre', 'Cor',
    'Arie', 'Johan', 'Maarten'].map(male),
  ...['Anna', 'Maria', 'Johanna', 'Cornelia', 'Els', 'Ingrid', 'Monique', 'Sandra', 'Linda', 'Marieke', 'Anouk',
    'Sanne', 'Lotte', 'Emma', 'Julia', 'Sophie', 'Tess', 'Zoë', 'Fleur', 'Lisa', 'Eva', 'Femke', 'Iris', 'Noor',
    'Mila', 'Saskia', 'Wilma', 'Gerda', 'Annemarie', 'Petra', 'Karin', 'Esther', 'Marloes', 'Nicole', 'Fatima',
    'Yasmina', 'Ilse', 'Hanneke', 'Riet', 'Loes'].map(female),
];

/** Last names with their tussenvoegsel, as [middleName, lastName]. */
export const LAST_NAMES: readonly (readonly [string, string])[] = [
  ['de', 'Jong'], ['', 'Jansen'], ['de', 'Vries'], ['van den', 'Berg'], ['van der', 'Berg'], ['van', 'Dijk'],
  ['', 'Bakker'], ['', 'Janssen'], ['', 'Visser'], ['', 'Smit'], ['', 'Meijer'], ['de', 'Boer'], ['', 'Mulder'],
  ['de', 'Groot'], ['', 'Bos'], ['', 'Vos'], ['', 'Peters'], ['', 'Hendriks'], ['van', 'Leeuwen'], ['', 'Dekker'],
  ['', 'Brouwer'], ['de', 'Wit'], ['', 'Dijkstra'], ['', 'Smits'], ['de', 'Graaf'], ['van der', 'Meer'],
  ['van der', 'Linden'], ['', 'Kok'], ['', 'Jacobs'], ['de', 'Haan'], ['', 'Vermeulen'], ['van den', 'Heuvel'],
  ['van der', 'Veen'], ['van den', 'Broek'], ['de', 'Bruijn'], ['van', 'Beek'], ['', 'Willems'], ['van', 'Vliet'],
  ['', 'Schouten'], ['', 'Hoekstra'], ['van der', 'Heijden'], ['', 'Koster'], ['', 'Prins'], ['', 'Huisman'],
  ['', 'Postma'], ['ter', 'Horst'], ["in 't", 'Veld'], ["van 't", 'Hof'], ['', 'Kuipers'], ['', 'Timmermans'],
  ['', 'Verhoeven'], ['', 'Sanders'], ['el', 'Amrani'], ['', 'Yilmaz'], ['', 'Peeters'], ['', 'Maes'],
];

export const STREETS: readonly string[] = [
  'Kerkstraat', 'Dorpsstraat', 'Schoolstraat', 'Molenweg', 'Stationsweg', 'Julianastraat', 'Beatrixlaan',
  'Wilhelminastraat', 'Kastanjelaan', 'Eikenlaan', 'Lindenlaan', 'Parallelweg', 'Marktplein', 'Nieuwstraat',
  'Hoofdstraat', 'Emmastraat', 'Oranjestraat', 'Prins Bernhardlaan', 'Irenestraat', 'Sportlaan', 'Tulpstraat',
  'Rozenstraat', 'Populierenlaan', 'Berkenlaan', 'Esdoornstraat', 'Vondelstraat', 'Rembrandtlaan',
  'Van Goghstraat', 'Mozartlaan', 'Beethovenstraat', 'Thorbeckestraat', 'Burgemeester de Withstraat',
  'Koningin Julianaweg', 'Graaf Florisstraat', 'Prinsengracht', 'Oudegracht', 'Singel', 'Havenstraat',
  'Zuiderweg', 'Noorderweg', 'Akkerstraat', 'Weidelaan', 'Boslaan', 'Duinweg', 'Zeestraat', 'Meidoornlaan',
  'Hazelaarstraat', 'Zonnebloemstraat', 'Margrietstraat', 'Klaverweide', 'Spoorstraat', 'Fabrieksstraat',
  'De Ruyterstraat', 'Tromplaan', 'Pieter de Hoochstraat', 'Anne Frankstraat', 'Laan van Meerdervoort',
  'Middenweg', 'Achterom', 'Kloosterstraat',
];

export interface City {
  name: string;
  /** First and last four-digit postcode area of the city. */
  postcodes: readonly [number, number];
  areaCode: string;
  province: string;
  /** Relative number of orders for this city (roughly its population). */
  weight: number;
}

const city = (name: string, from: number, to: number, areaCode: string, province: string, weight: number): City => ({
  name, postcodes: [from, to], areaCode, province, weight,
});

export const CITIES: readonly City[] = [
  city('Amsterdam', 1011, 1109, '020', 'Noord-Holland', 90),
  city('Haarlem', 2011, 2037, '023', 'Noord-Holland', 16),
  city('Zaandam', 1501, 1509, '075', 'Noord-Holland', 8),
  city('Alkmaar', 1811, 1827, '072', 'Noord-Holland', 9),
  city('Hilversum', 1211, 1223, '035', 'Noord-Holland', 9),
  city('Amstelveen', 1181, 1189, '020', 'Noord-Holland', 9),
  city('Hoofddorp', 2131, 2136, '023', 'Noord-Holland', 8),
  city('Purmerend', 1441, 1448, '0299', 'Noord-Holland', 8),
  city('Hoorn', 1621, 1628, '0229', 'Noord-Holland', 7),
  city('Almere', 1311, 1364, '036', 'Flevoland', 21),
  city('Lelystad', 8211, 8245, '0320', 'Flevoland', 8),
  city('Utrecht', 3511, 3585, '030', 'Utrecht', 36),
  city('Amersfoort', 3811, 3829, '033', 'Utrecht', 16),
  city('Zeist', 3701, 3709, '030', 'Utrecht', 6),
  city('Nieuwegein', 3431, 3439, '030', 'Utrecht', 6),
  city('Houten', 3991, 3995, '030', 'Utrecht', 5),
  city('Veenendaal', 3901, 3907, '0318', 'Utrecht', 6),
  city('Rotterdam', 3011, 3089, '010', 'Zuid-Holland', 65),
  city('Den Haag', 2491, 2597, '070', 'Zuid-Holland', 55),
  city('Leiden', 2311, 2334, '071', 'Zuid-Holland', 12),
  city('Delft', 2611, 2629, '015', 'Zuid-Holland', 10),
  city('Dordrecht', 3311, 3329, '078', 'Zuid-Holland', 12),
  city('Gouda', 2801, 2809, '0182', 'Zuid-Holland', 7),
  city('Zoetermeer', 2711, 2729, '079', 'Zuid-Holland', 12),
  city('Schiedam', 3111, 3125, '010', 'Zuid-Holland', 8),
  city('Eindhoven', 5611, 5658, '040', 'Noord-Brabant', 23),
  city('Tilburg', 5011, 5049, '013', 'Noord-Brabant', 22),
  city('Breda', 4811, 4839, '076', 'Noord-Brabant', 18),
  city("'s-Hertogenbosch", 5211, 5249, '073', 'Noord-Brabant', 16),
  city('Helmond', 5701, 5709, '0492', 'Noord-Brabant', 9),
  city('Nijmegen', 6511, 6546, '024', 'Gelderland', 18),
  city('Arnhem', 6811, 6846, '026', 'Gelderland', 16),
  city('Apeldoorn', 7311, 7339, '055', 'Gelderland', 16),
  city('Ede', 6711, 6718, '0318', 'Gelderland', 11),
  city('Zwolle', 8011, 8046, '038', 'Overijssel', 13),
  city('Enschede', 7511, 7548, '053', 'Overijssel', 16),
  city('Deventer', 7411, 7429, '0570', 'Overijssel', 10),
  city('Groningen', 9711, 9747, '050', 'Groningen', 23),
  city('Leeuwarden', 8911, 8939, '058', 'Friesland', 12),
  city('Assen', 9401, 9409, '0592', 'Drenthe', 7),
  city('Maastricht', 6211, 6229, '043', 'Limburg', 12),
  city('Venlo', 5911, 5928, '077', 'Limburg', 10),
  city('Middelburg', 4331, 4339, '0118', 'Zeeland', 5),
];

export interface BelgianCity {
  name: string;
  postcodes: readonly number[];
  areaCode: string;
}

export const BELGIAN_CITIES: readonly BelgianCity[] = [
  { name: 'Antwerpen', postcodes: [2000, 2018, 2020, 2060], areaCode: '03' },
  { name: 'Gent', postcodes: [9000, 9030, 9040, 9050], areaCode: '09' },
  { name: 'Brugge', postcodes: [8000, 8200, 8310], areaCode: '050' },
  { name: 'Leuven', postcodes: [3000, 3001, 3010], areaCode: '016' },
  { name: 'Brussel', postcodes: [1000, 1020, 1030, 1050], areaCode: '02' },
  { name: 'Hasselt', postcodes: [3500, 3510], areaCode: '011' },
  { name: 'Mechelen', postcodes: [2800], areaCode: '015' },
];

/** Letters that appear in Dutch postcodes (F, I, O, Q, U and Y are never used). */
export const POSTCODE_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';
/** Letter pairs PostNL does not hand out. */
export const UNUSED_POSTCODE_LETTERS: readonly string[] = ['SA', 'SD', 'SS'];

export const EMAIL_DOMAINS: readonly string[] = [
  'gmail.example', 'hotmail.example', 'outlook.example', 'ziggo.example', 'kpnmail.example', 'live.example',
  'icloud.example', 'xs4all.example', 'planet.example', 'telenet.example',
];

export const COMPANIES: readonly string[] = [
  'Bakkerij Van der Linden', 'Notariskantoor Smit & De Wit', 'Tandartspraktijk De Molen', 'Huisartsenpraktijk Oost',
  'Makelaardij Hendriks', 'Autobedrijf Jansen B.V.', 'Advocatenkantoor Meijer', 'Kapsalon Knip & Zo',
  'Restaurant De Gouden Leeuw', 'Hotel De Pauw', 'Accountantskantoor Dekker', 'Fysiotherapie Bewegen Plus',
  'Installatiebedrijf Vos', 'Bouwbedrijf De Graaf', 'Kinderopvang Het Zonnetje', 'Woonzorgcentrum De Linde',
  'IT-bureau Bitwerk', 'Schildersbedrijf Kok', 'Drukkerij Brouwer', 'Architectenbureau Lijn & Vorm',
  'Verzekeringen Mulder', 'Basisschool De Regenboog', 'Sportschool FitFabriek', 'Reisbureau Zonnig Weg',
  'Garage Prins', 'Opticien Helder Zicht',
];

export const FUNERAL_HOMES: readonly string[] = [
  'Uitvaartcentrum De Laatste Eer', 'Uitvaartcentrum Rustoord', 'Afscheidshuis De Linde', 'Uitvaartcentrum Het Anker',
  'Rouwcentrum De Stille Haven', 'Afscheidscentrum Duinzicht', 'Uitvaartcentrum Oosterpoort', 'Crematorium Hofwijk',
];

export const CHURCHES: readonly string[] = [
  'Protestantse Kerk De Ark', 'Sint-Jozefkerk', 'Dorpskerk', 'Grote Kerk', 'Sint-Martinuskerk', 'Nieuwe Kerk',
  'Gereformeerde Kerk De Wijngaard', 'Onze Lieve Vrouwekerk',
];

export const FLORIST_SHOP_NAMES: readonly string[] = [
  'Bloemenhuis De Tulp', 'Bloemsierkunst Van Dijk', 'Fleur & Zo', 'Het Bloemenatelier', 'De Groene Vingers',
  'Bloemen van Ilse', 'Bloemisterij De Roos', 'Bloemenkiosk Centrum', 'Flora Bella', 'Het Groene Hart Bloemen',
  'Bloemerie De Linde', 'Bloemwerk', 'De Bloemenkamer', 'Bloemenhuis Zonnebloem', 'Bloemsierkunst Hendriks',
  'Tuin & Bloem', 'Bloemen Atelier Margriet', 'Bloemenboetiek Fleurig', 'De Pioen', 'Bloemenhandel Jansen',
  'Het Bloemenhof', 'Bloemen Bij Bas', 'Bloemenzaak De Klaproos', 'Anemoon Bloemen', 'Bloemstudio Lotte',
  'Bloemenwinkel De Vlinder', 'Bloemkunst Van der Veen', 'Bloemenpaleis', 'Bloemsierkunst De Lelie',
  'Bloemen & Planten Kok', 'Groen & Bloei', 'Bloemenparadijs', 'De Seringen', 'Bloemenmarkt Noord',
  'Bloemsierkunst Ter Horst', 'Fleurop Partner Bloemen Visser', 'De Lavendel', 'Bloemenhuis Oranje',
  'Bloemerie Het Boeket', 'Bloemen Smit',
];

export const FLORIST_COMMENTS: readonly string[] = [
  '', '', '', 'Levert niet op zondag.', 'Bestellingen graag vóór 11:00 doorgeven.', 'Rouwwerk alleen op afspraak.',
  'Betrouwbaar, snelle levering.', 'Bellen bij spoed, mail wordt niet altijd direct gelezen.',
];

export interface Product {
  id: number;
  title: string;
  cents: number;
  vatPercent: 9 | 21;
}

const product = (id: number, title: string, cents: number, vatPercent: 9 | 21 = 9): Product => ({
  id, title, cents, vatPercent,
});

export const BOUQUETS: readonly Product[] = [
  product(940101, 'Boeket Zomerpracht', 2995),
  product(940102, 'Boeket Lentegroet', 2495),
  product(940103, 'Boeket Roze Wolk', 3495),
  product(940104, 'Boeket Rood Romantiek', 3995),
  product(940105, 'Rode rozen (20 stuks)', 3250),
  product(940106, 'Tulpen gemengd (30 stuks)', 2295),
  product(940107, "Gerbera's geel", 1995),
  product(940108, 'Boeket Veldbloemen', 2750),
  product(940109, 'Boeket Wit Elegant', 3750),
  product(940110, 'Pioenrozen roze', 4250),
  product(940111, 'Boeket XL Feestelijk', 5495),
  product(940112, 'Zonnebloemen (10 stuks)', 2195),
  product(940113, 'Boeket Beterschap', 2695),
  product(940114, 'Boeket Herfstgloed', 3195),
  product(940115, 'Lisianthus paars', 2850),
];

export const PLANTS: readonly Product[] = [
  product(940201, 'Orchidee Phalaenopsis wit', 2995),
  product(940202, 'Hortensia blauw in pot', 2495),
  product(940203, 'Plantenbak Groen Geluk', 3995),
];

export const MOURNING_PIECES: readonly Product[] = [
  product(940301, 'Rouwstuk Wit', 6995),
  product(940302, 'Rouwboeket Ingetogen', 4995),
  product(940303, 'Grafstuk Harmonie', 8950),
  product(940304, 'Rouwkrans Klassiek', 12900),
  product(940305, 'Rouwhart Rode Rozen', 14900),
  product(940306, 'Biedermeier Wit', 4495),
];

export const GIFTS: readonly Product[] = [
  product(940401, 'Chocolade Bonbons', 1295),
  product(940402, 'Ballon Gefeliciteerd', 695, 21),
  product(940403, 'Wenskaart', 295, 21),
  product(940404, 'Fles Prosecco', 1495, 21),
  product(940405, 'Knuffelbeer', 1495, 21),
  product(940406, 'Glazen vaas', 1750, 21),
  product(940407, 'Ballon Hartjes', 695, 21),
  product(940408, 'Macarons (12 stuks)', 1195),
  product(940409, 'Geurkaars Vanille', 1250, 21),
];

/** Surcharge lines; their product ids are hidden from the order list (spec §3). */
export const EVENING_SURCHARGE = product(HIDDEN_PRODUCT_IDS[0], 'Toeslag avondbezorging', 500, 21);
export const BELGIUM_SURCHARGE = product(HIDDEN_PRODUCT_IDS[1], 'Toeslag bezorging België', 750, 21);

/** Card products other than the ribbon. */
export const CARD_IDS: readonly number[] = [20012775, 20012776, 20012779];

export type Occasion = 'birthday' | 'love' | 'congratulations' | 'getWell' | 'thanks' | 'sympathy';

/** Card texts; `{to}` is the recipient's first name, `{from}` the sender's. */
export const CARD_TEXTS: Readonly<Record<Occasion, readonly string[]>> = {
  birthday: [
    'Lieve {to},\nVan harte gefeliciteerd met je verjaardag!\nLiefs, {from}',
    'Hoera, {to}!\nNog vele jaren in goede gezondheid.\nGroetjes van {from}',
    'Hartelijk gefeliciteerd, {to}!\nGeniet van je dag en van deze bloemen.\nKus, {from}',
    'Happy birthday {to}!\nSorry dat ik er niet bij kan zijn, ik denk aan je.\nXxx {from}',
    'Van harte met je 80e verjaardag, lieve oma!\nDikke knuffel van {from}',
    'Gefeliciteerd met je verjaardag!',
    'Lieve {to},\n\nWat fijn dat we jou in ons leven hebben.\nEen hele fijne verjaardag!\n\nLiefs,\n{from}',
  ],
  love: [
    'Voor de liefste {to}.\nIk hou van je!\n{from}',
    'Zomaar, omdat je zo bijzonder bent.\nXxx',
    'Gefeliciteerd met onze trouwdag, schat!\n12,5 jaar en nog steeds verliefd.\nJe {from}',
    'Lieve {to},\nIk mis je. Tot snel!\n{from}',
    'Voor mijn allerliefste.\nVan je geheime aanbidder',
  ],
  congratulations: [
    'Gefeliciteerd met jullie nieuwe huis!\nVeel woonplezier gewenst.\n{from}',
    'Van harte gefeliciteerd met de geboorte van jullie dochter!\nGeniet van deze bijzondere tijd.\n{from}',
    'Gefeliciteerd met je diploma, {to}!\nWe zijn supertrots op je.\n{from}',
    'Proficiat met je nieuwe baan!\nVeel succes en plezier.\nNamens het hele team',
    'Gefeliciteerd met jullie huwelijk!\nOp een lange en gelukkige toekomst samen.\n{from}',
    'Gefeliciteerd met het behalen van je rijbewijs!',
    'Van harte met de opening van de nieuwe winkel!\nVeel succes gewenst,\n{from}',
  ],
  getWell: [
    'Beterschap, {to}!\nWe denken aan je.\n{from}',
    'Heel veel sterkte en een voorspoedig herstel gewenst.\nLiefs, {from}',
    "Lieve {to},\nSnel weer beter worden hoor!\nDe collega's van de afdeling",
  ],
  thanks: [
    'Bedankt voor alles, {to}!\n{from}',
    'Dank je wel voor de fijne samenwerking.\nVeel geluk in je nieuwe baan!\nNamens het team',
    'Heel erg bedankt voor je hulp bij de verhuizing!\n{from}',
    'Bedankt dat je er altijd voor me bent.\nLiefs, {from}',
  ],
  sympathy: [
    'Gecondoleerd.\nWij wensen jullie veel sterkte in deze moeilijke tijd.\n{from}',
    'Met oprechte deelneming.\n{from}',
    'Lieve {to},\nWoorden schieten tekort. We denken aan je.\nVeel sterkte,\n{from}',
    'In gedachten bij jullie.\nHeel veel sterkte toegewenst.\n{from}',
  ],
};

/** Poems with ten or more line breaks: too long to print, so the order screen warns about them (spec §5). */
export const LONG_CARD_TEXTS: readonly string[] = [
  [
    'Lieve {to},', '', 'Een bos vol kleur,', 'een bos vol fleur,', 'voor iemand die', 'ik nooit vergeet.', '',
    'Op deze dag', 'en elke dag', 'wens ik je', 'al het goede toe.', '', 'Liefs,', '{from}',
  ],
  [
    'Er is er een jarig,', 'hoera, hoera!', 'Dat kun je wel zien,', 'dat is {to}!', 'Dat vinden wij allen',
    'zo prettig, ja ja,', 'en daarom zingen wij blij:', 'lang zal ze leven!', '', 'Nog vele jaren,', '{from}',
  ],
  [
    'Het is niet te bevatten,', 'niet te begrijpen,', 'niet te beseffen.', '', 'Wat overblijft',
    'zijn herinneringen', 'die niemand ons', 'kan afnemen.', '', 'Veel sterkte,', '{from}',
  ],
].map((lines) => lines.join('\n'));

/** Left ribbon line: the sentiment. */
export const RIBBON_SENTIMENTS: readonly string[] = [
  'In liefdevolle herinnering', 'Rust zacht', 'Voor altijd in ons hart', 'Een laatste groet',
  'Wij zullen je nooit vergeten', 'In dierbare herinnering', 'Met diep medeleven', 'Rust in vrede, lieve pap',
  'Lieve mam, dank voor alles', 'Een laatste groet aan onze opa', 'Je blijft in onze gedachten',
];

/** Right ribbon line: who it is from. Fills {familyName}, {firstName}, {otherFirstName}, {houseNumber}, {company}. */
export const RIBBON_SENDERS: readonly string[] = [
  'Familie {familyName}', 'Familie {familyName}', 'Je buren van nummer {houseNumber}', "Collega's van {company}",
  '{firstName} en {otherFirstName}', 'Kinderen en kleinkinderen', 'Vrienden van de tennisclub', 'De buurtvereniging',
];

export const CUSTOMER_COMMENTS: readonly string[] = [
  'Graag vóór 12:00 bezorgen.',
  'Niet aanbellen, de baby slaapt.',
  'Bij geen gehoor bij de buren afgeven (nr. 14).',
  'Het is een verrassing, niet vooraf bellen!',
  'Ontvanger is slechtziend, graag even binnen neerzetten.',
  'Bezorgen bij de receptie.',
  'Achterom via het steegje, voordeur wordt niet gebruikt.',
  'Graag zonder prijskaartje.',
  'Mag in de schuur als er niemand thuis is.',
  'Ontvanger werkt tot 17:00, graag na 17:30 bezorgen.',
  'Kunnen de bloemen in een vaas geleverd worden?',
  'Graag op tijd aanwezig zijn, de dienst begint stipt.',
  'Liefst met roze linten.',
  'Bezorgen op de afdeling cardiologie, kamer 12.',
];

export const INTERNAL_NOTES: readonly string[] = [
  'Klant heeft gebeld: bezorgdatum aangepast.',
  'Let op: adres gecontroleerd via postcode-check, klopt.',
  'Klant wil een factuur op naam van het bedrijf.',
  'Vaste klant, altijd extra zorg.',
  'Kaarttekst telefonisch doorgegeven, aangepast.',
  'Eerdere bezorging mislukt, opnieuw inplannen.',
  'Bloemist heeft bevestigd dat het stuk klaarstaat.',
  'Klant betaalt via overboeking, betaling nog niet binnen.',
  'Geen witte lelies gebruiken (allergie).',
  'Rouwstuk moet uiterlijk een uur voor de dienst aanwezig zijn.',
  'Huisnummer ontbrak, klant gemaild.',
  'Ontvanger is verhuisd, nieuw adres doorgekregen.',
];

export const LOG_ENTRIES: readonly string[] = [
  'Klant gebeld, adres klopt.',
  'Kaarttekst aangepast op verzoek van klant.',
  'Bezorgdatum verschoven naar de volgende dag.',
  'Klant gemaild over ontbrekend huisnummer.',
  'Betaling ontvangen, order vrijgegeven.',
  'Ontvanger niet thuis, bij de buren afgegeven.',
  'Boeket opnieuw gemaakt, eerste exemplaar beschadigd.',
  'Telefonisch contact met uitvaartcentrum, tijd bevestigd.',
  'Klant wil graag een foto van het boeket.',
  'Order naar collega bloemist doorgezet.',
  'Vervoerder heeft het pakket opgehaald.',
  'Retour ontvangen, klant gebeld voor nieuw adres.',
];

export const BUSINESS_REFERENCES: readonly string[] = [
  'Kostenplaats 410', 'PO-2024-0187', 'Afdeling HR', 'Project Zonneveld', 'Secretariaat', 'Personeelsvereniging',
];
