import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { Carrier } from '../shared/domain/constants.ts';
import { shopEmail } from './carriers/trunkrs/shop-email.ts';

export interface Config {
  port: number;
  host: string;
  /** Where PGlite, the mail outbox, print spool and attachments live. */
  dataDir: string;
  /** A PostgreSQL server; without it the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests use one per run). */
  databaseSchema?: string;
  /** The location whose features and printers this instance serves by default. */
  location: string;
  /** Address users reach the app at, for links in mails. */
  publicUrl: string;
  /** Built client (vite build output); served when present. */
  clientDir: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Where orders for the flower-relay service go as its coded e-mail (spec §2 flower-relay e-mail form). */
  flowerRelayEmail: string;
  /** A PrintNode-style print API for printers with provider 'printnode'; without a key those show 'disconnected'. */
  printNode: { url: string; apiKey?: string };
  /** The external management tool that the detail page links to. */
  managementUrl: string;
  /** Orders written on the first start of an empty database. */
  seedOrders: number;
  pageSize: number;
  /** log2 of scrypt's N; 17 is OWASP's recommendation. */
  passwordCost: number;
  loginLimits: { perLogin: number; perAddress: number; windowMinutes: number };
  /** Password reset requests (each may send a mail), counted in the database like the login limits. */
  resetLimits: { perLogin: number; perAddress: number; windowMinutes: number };
  /** Password hashes running at once, and how many may wait before a login gets 503. */
  passwordHashing: { concurrency: number; queueLimit: number };
  logLevel: string;
  /** The bearer token GET /metrics asks for; without one the metrics are not served. */
  metricsToken?: string;
  /** Which proxies may name the client address in X-Forwarded-For: a hop count, or their addresses/CIDRs. */
  trustProxy: false | number | string[];
  carriers: CarrierSettings;
  tracking: TrackingSettings;
  euroflorist: EuroFloristSettings;
}

/** Carriers with a live API; regio is our own delivery and has none. */
export type LiveCarrier = Exclude<Carrier, 'regio'>;
export const LIVE_CARRIERS: readonly LiveCarrier[] = ['postnl', 'trunkrs', 'redjepakketje', 'dynalogic', 'zorgeloosbezorgd', 'reviva'];

/** A carrier's live API: where it is and our key. */
export interface LiveCarrierSettings {
  baseUrl: string;
  apiKey: string;
}

/**
 * The shop's own PostNL contract, required in live mode (PostNL's sandbox codes DEVC / 11223344 would announce
 * nothing real):
 *   CARRIER_POSTNL_CUSTOMER_CODE (≤ 6), CARRIER_POSTNL_CUSTOMER_NUMBER (≤ 8), CARRIER_POSTNL_COLLECTION_LOCATION (6)
 * and the sender on every label (PostNL's AddressType 02):
 *   CARRIER_POSTNL_SENDER_NAME, _SENDER_STREET, _SENDER_HOUSENR ('12' or '12-a'), _SENDER_ZIPCODE, _SENDER_CITY,
 *   _SENDER_COUNTRY (optional, 'NL' when unset).
 */
export interface PostnlAccount {
  customerCode: string;
  customerNumber: string;
  collectionLocation: string;
  sender: { name: string; street: string; houseNumber: string; zipcode: string; city: string; countryCode: string };
}

export interface CarrierSettings {
  /** How long a call to a carrier may take before it counts as unreachable (and the registration may be retried). */
  timeoutMs: number;
  /** Carriers spoken to live (CARRIER_<NAME>_URL and _API_KEY both set); every other carrier is its sandbox. */
  live: Partial<Record<LiveCarrier, LiveCarrierSettings>> & { postnl?: LiveCarrierSettings & { account: PostnlAccount } };
  /** The shared secret a carrier's webhook call carries in X-Webhook-Secret; without it that webhook answers 404. */
  webhookSecrets: { trunkrs?: string };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    location: env.LOCATION ?? 'Amsterdam',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Werkplaats <werkplaats@localhost>',
    flowerRelayEmail: env.FLOWER_RELAY_EMAIL || 'orders@euroflorist.example',
    printNode: { url: env.PRINTNODE_URL || 'https://api.printnode.com', apiKey: env.PRINTNODE_API_KEY || undefined },
    managementUrl: env.MANAGEMENT_URL ?? 'https://beheer.example.nl',
    seedOrders: Number(env.SEED_ORDERS ?? 2000),
    pageSize: Number(env.PAGE_SIZE ?? 50),
    passwordCost: Number(env.PASSWORD_COST ?? 17),
    loginLimits: { perLogin: 5, perAddress: 20, windowMinutes: 15 },
    resetLimits: { perLogin: 5, perAddress: 5, windowMinutes: 15 },
    passwordHashing: { concurrency: 2, queueLimit: 50 },
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    carriers: carrierSettings(env),
    tracking: trackingSettings(env),
    euroflorist: euroFloristSettings(env),
  };
}

function carrierSettings(env: NodeJS.ProcessEnv): CarrierSettings {
  const live: Partial<Record<LiveCarrier, LiveCarrierSettings>> = {};
  for (const carrier of LIVE_CARRIERS) {
    const baseUrl = env[`CARRIER_${carrier.toUpperCase()}_URL`];
    const apiKey = env[`CARRIER_${carrier.toUpperCase()}_API_KEY`];
    if (baseUrl && apiKey) live[carrier] = { baseUrl, apiKey };
  }
  const postnl = live.postnl && { ...live.postnl, account: postnlAccount(env) };
  // Trunkrs requires a recipient e-mail; for an order without one the shop's goes (carriers/trunkrs/shop-email.ts).
  if (live.trunkrs && !shopEmail(env)) {
    throw new Error('Trunkrs live (CARRIER_TRUNKRS_URL) start niet zonder het e-mailadres van de winkel: CARRIER_TRUNKRS_FALLBACK_EMAIL of MAIL_FROM ontbreekt');
  }
  const webhookSecrets = { trunkrs: env.CARRIER_TRUNKRS_WEBHOOK_SECRET || undefined };
  return { timeoutMs: Number(env.CARRIER_TIMEOUT_MS || 15_000), live: { ...live, postnl }, webhookSecrets };
}

const POSTNL_ACCOUNT_VARIABLES = {
  customerCode: 'CARRIER_POSTNL_CUSTOMER_CODE',
  customerNumber: 'CARRIER_POSTNL_CUSTOMER_NUMBER',
  collectionLocation: 'CARRIER_POSTNL_COLLECTION_LOCATION',
  name: 'CARRIER_POSTNL_SENDER_NAME',
  street: 'CARRIER_POSTNL_SENDER_STREET',
  houseNumber: 'CARRIER_POSTNL_SENDER_HOUSENR',
  zipcode: 'CARRIER_POSTNL_SENDER_ZIPCODE',
  city: 'CARRIER_POSTNL_SENDER_CITY',
} as const;

/** The shop's PostNL contract and sender (PostnlAccount); live PostNL does not start without every one of them. */
function postnlAccount(env: NodeJS.ProcessEnv): PostnlAccount {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = Object.values(POSTNL_ACCOUNT_VARIABLES).filter((name) => value(name) === '');
  if (missing.length > 0) {
    throw new Error(`PostNL live (CARRIER_POSTNL_URL) start niet zonder de eigen klantgegevens en het afzendadres van de winkel: ${missing.join(', ')} ontbreekt`);
  }
  const get = (key: keyof typeof POSTNL_ACCOUNT_VARIABLES) => value(POSTNL_ACCOUNT_VARIABLES[key]);
  return {
    customerCode: get('customerCode'),
    customerNumber: get('customerNumber'),
    collectionLocation: get('collectionLocation'),
    sender: {
      name: get('name'), street: get('street'), houseNumber: get('houseNumber'), zipcode: get('zipcode'), city: get('city'),
      countryCode: (value('CARRIER_POSTNL_SENDER_COUNTRY') || 'NL').toUpperCase(),
    },
  };
}

const CIDR = /^(.+)\/(\d{1,3})$/;
/** Names proxy-addr (Fastify's trustProxy) knows for private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: empty or 'false' trusts no proxy; a number is how many proxies stand in front (the client address
 * is that many hops from the right of X-Forwarded-For); otherwise a comma-separated list of proxy addresses or
 * CIDRs (or loopback, linklocal, uniquelocal). 'true' means one proxy: trusting every hop would let a client
 * name its own address.
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (RANGE_NAMES.has(entry)) continue;
    const cidr = CIDR.exec(entry);
    const address = cidr ? cidr[1] : entry;
    const bits = cidr ? Number(cidr[2]) : 0;
    if (!isIP(address) || bits > (isIP(address) === 4 ? 32 : 128)) {
      throw new Error(`TRUST_PROXY: '${entry}' is geen aantal proxies, adres of CIDR (bijvoorbeeld 1 of 10.0.0.0/8)`);
    }
  }
  return entries;
}

export interface TrackingSettings {
  /** The pause between two sweeps over the parcels that are due; 0: this instance follows no parcels. */
  intervalMs: number;
  /** Parcels claimed and written back per statement. */
  batchSize: number;
  /** Status calls to carriers under way at once (each within carriers.timeoutMs). */
  concurrency: number;
}

function trackingSettings(env: NodeJS.ProcessEnv): TrackingSettings {
  return {
    intervalMs: wholeNumber(env, 'TRACKING_INTERVAL_MS', 60_000, 0),
    batchSize: wholeNumber(env, 'TRACKING_BATCH_SIZE', 100, 1),
    concurrency: wholeNumber(env, 'TRACKING_CONCURRENCY', 8, 1),
  };
}

/** A whole number of at least `min` from the environment, or the default when unset; anything else stops the start. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name}: '${text}' is geen geheel getal van ${min} of meer`);
  return value;
}

/**
 * The flower-relay service's import API (issue 24): its sandbox by default, live with EUROFLORIST_MODE=live and
 * EUROFLORIST_API_URL, EUROFLORIST_API_KEY and EUROFLORIST_MEMBER_CODE (our member code at EuroFlorist).
 */
export interface EuroFloristSettings {
  mode: 'sandbox' | 'live';
  live?: { baseUrl: string; apiKey: string; memberCode: string };
  /** How long an import may take before EuroFlorist counts as unreachable (and the import may be tried again). */
  timeoutMs: number;
}

const EUROFLORIST_LIVE_VARIABLES = { baseUrl: 'EUROFLORIST_API_URL', apiKey: 'EUROFLORIST_API_KEY', memberCode: 'EUROFLORIST_MEMBER_CODE' } as const;

function euroFloristSettings(env: NodeJS.ProcessEnv): EuroFloristSettings {
  const mode = env.EUROFLORIST_MODE?.trim() || 'sandbox';
  if (mode !== 'sandbox' && mode !== 'live') throw new Error(`EUROFLORIST_MODE: '${mode}' is geen sandbox of live`);
  const timeoutMs = wholeNumber(env, 'EUROFLORIST_TIMEOUT_MS', 15_000, 1);
  if (mode === 'sandbox') return { mode, timeoutMs };
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = Object.values(EUROFLORIST_LIVE_VARIABLES).filter((name) => value(name) === '');
  if (missing.length > 0) throw new Error(`EuroFlorist live (EUROFLORIST_MODE=live) start niet zonder ${missing.join(', ')}`);
  const live = {
    baseUrl: value(EUROFLORIST_LIVE_VARIABLES.baseUrl),
    apiKey: value(EUROFLORIST_LIVE_VARIABLES.apiKey),
    memberCode: value(EUROFLORIST_LIVE_VARIABLES.memberCode),
  };
  return { mode, live, timeoutMs };
}
