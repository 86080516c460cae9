import { resolve } from 'node:path';

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
  /** The external management tool that the detail page links to. */
  managementUrl: string;
  /** Orders written on the first start of an empty database. */
  seedOrders: number;
  pageSize: number;
  /** log2 of scrypt's N; 17 is OWASP's recommendation. */
  passwordCost: number;
  loginLimits: { perLogin: number; perAddress: number; windowMinutes: number };
  logLevel: string;
  trustProxy: boolean;
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
    managementUrl: env.MANAGEMENT_URL ?? 'https://beheer.example.nl',
    seedOrders: Number(env.SEED_ORDERS ?? 2000),
    pageSize: Number(env.PAGE_SIZE ?? 50),
    passwordCost: Number(env.PASSWORD_COST ?? 17),
    loginLimits: { perLogin: 5, perAddress: 20, windowMinutes: 15 },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
