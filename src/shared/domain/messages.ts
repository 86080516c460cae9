// The Dutch texts the server answers with (spec §5, §8), in one place so client and server say the same.
import type { OrderBlock } from '../schema/order.ts';

/** The editable blocks of an order as a conflict message names them. */
export const orderBlockNames: Readonly<Record<OrderBlock, string>> = {
  deliveryDate: 'de leverdatum',
  deliveryDateTime: 'de tijd van de kerkdienst of uitvaart',
  treatment: 'de behandeling',
  card: 'de kaarttekst',
  description: 'de interne notities',
  comment: 'de opmerking van de klant',
  recipient: 'het afleveradres',
  customer: 'de klantgegevens',
  customerEmail: 'het e-mailadres van de klant',
  invoiceEmail: 'het factuur e-mailadres',
  deliveryStatus: 'de bezorgstatus',
  deliveryStatusNr: 'het huisnummer bij de bezorgstatus',
};
const pluralBlocks: ReadonlySet<OrderBlock> = new Set(['description', 'customer']);

export const messages = {
  required: 'Dit veld is verplicht.',
  tooSmall: 'Waarde te klein',
  tooLarge: 'Waarde te hoog',
  invalid: 'Voer een geldig waarde in.',
  invalidEmail: 'Voer een geldig e-mailadres in.',
  tooShort: 'Invoer is te kort',
  tooLong: (max: number) => `Dit veld is te lang (max ${max} karakters)`,
  dateInPast: 'Deze datum ligt in het verleden',
  dateTooFar: (years: number) => `Deze datum ligt meer dan ${years} jaar vooruit`,
  invalidCharacters: 'Bevat ongeldige tekens',
  amountTooLarge: 'Het totaalbedrag is te hoog',
  unknownField: 'Dit veld is onbekend.',
  checkInput: 'Controleer uw gegevens',
  unexpected: 'Onverwachte fout. Probeer nogmaals',
  notFound: 'Niet gevonden',
  orderNotFound: (id: number | string) => `Order ${id} is niet gevonden`,
  orderConflict: 'Deze order is intussen door iemand anders gewijzigd. De nieuwste versie wordt getoond.',
  /** A save refused because a colleague changed these blocks since it read the order. */
  orderBlockConflict: (blocks: readonly OrderBlock[]) => {
    const names = blocks.map((block) => orderBlockNames[block]);
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} en ${names.at(-1)}` : names[0];
    const verb = names.length > 1 || pluralBlocks.has(blocks[0]) ? 'zijn' : 'is';
    return `${list.charAt(0).toUpperCase()}${list.slice(1)} ${verb} intussen door iemand anders gewijzigd. `
      + 'De nieuwste versie wordt getoond; sla opnieuw op om uw wijziging er toch overheen te zetten.';
  },
  orderNotDeleted: (id: number | string) => `Order ${id} is niet verwijderd`,
  notLoggedIn: 'U bent niet ingelogd',
  sessionExpired: 'Uw sessie is verlopen',
  notAllowed: 'U heeft geen toegang tot deze functie',
  wrongCredentials: 'Gebruikersnaam of wachtwoord is onjuist',
  tooManyAttempts: 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.',
  tooManyRequests: 'Te veel verzoeken. Probeer het later opnieuw.',
  databaseUnavailable: 'De database is tijdelijk niet bereikbaar. Probeer het zo nogmaals.',
  resetLinkInvalid: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
  passwordChanged: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen met het nieuwe wachtwoord.',
  serverBusy: 'De server is even druk. Probeer het over enkele seconden opnieuw.',
  tagNotEmpty: (count: number) => `Deze map bevat nog ${count} order(s) en kan niet verwijderd worden`,
  tagProtected: 'De probleemmap kan niet verwijderd worden',
  tagExists: 'Er bestaat al een map met deze naam',
  tagNotFound: 'Map is niet gevonden',
  orderNotInTag: 'Deze order zit niet in deze map',
  logEntryNotFound: 'Notitie is niet gevonden',
  featureNotFound: 'Feature is niet gevonden',
  featureUnavailable: 'Deze feature is op deze locatie niet beschikbaar en kan niet aangezet worden',
  attributeNotFound: 'Eigenschap is niet gevonden',
  invalidCart: 'De winkelwagen is ongeldig',
  mailFailed: 'Kan mail niet versturen!',
  loading: 'Even geduld a.u.b. Gegevens worden geladen...',
  noData: 'Geen gegevens om weer te geven',
  /** An error boundary caught a broken part of the screen; the rest keeps working. */
  partCrashed: 'Er is iets misgegaan in dit deel van het scherm.',
  tryAgain: 'Opnieuw proberen',
  /** The unprocessed orders by delivery day (12:00 cut-off): sidebar entries, commands. */
  dayFolders: { today: 'Vandaag', tomorrow: 'Morgen', other: 'Overig' },
  restartWaiting: 'De applicatie is bijgewerkt. Wachten tot de server weer bereikbaar is…',
} as const;
