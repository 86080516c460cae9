import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { databaseKinds, loginForm, startTestApp, type TestApp } from '../helpers/test-app.ts';

const TOO_MANY = 'Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.';

function loginOn(t: Pick<TestApp, 'app'>, login: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/gateway/api/auth/login', remoteAddress, ...loginForm({ login, password }) });
}

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe.each(databaseKinds)('login throttling on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('lets at most 5 of 40 concurrent wrong guesses for one user reach the password check, from any address', async () => {
    const guesses = Array.from({ length: 40 }, (_, i) => loginOn(t, 'medewerker', `gok-${i}-fout`, `10.40.0.${i}`));
    const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);
    const counts = statusCounts(statuses);
    console.info(`40 concurrent wrong logins for one user: ${JSON.stringify(counts)}`);
    expect(counts[401]).toBeLessThanOrEqual(5);
    expect(counts[401] + counts[429]).toBe(40);
    const blocked = await loginOn(t, 'medewerker', 'welkom01', '10.40.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
  });

  it('holds the limit across two instances sharing the database', async () => {
    const mailer = createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir });
    const second = await buildApp({ config: t.config, database: t.database, mailer, logger: false });
    try {
      const guesses = Array.from({ length: 30 }, (_, i) =>
        loginOn(i % 2 ? t : { app: second }, 'beheerder', `gok-${i}-fout`, `10.41.0.${i}`),
      );
      const counts = statusCounts((await Promise.all(guesses)).map((response) => response.statusCode));
      expect(counts[401]).toBeLessThanOrEqual(5);
    } finally {
      await second.close();
      mailer.close();
    }
  });

  it('counts at most 20 wrong guesses from one address, however many arrive at once', async () => {
    const guesses = Array.from({ length: 40 }, (_, i) => loginOn(t, `onbekend${i}`, 'fout-wachtwoord', '10.42.0.1'));
    const counts = statusCounts((await Promise.all(guesses)).map((response) => response.statusCode));
    expect(counts[401]).toBeLessThanOrEqual(20);
    expect(counts[429]).toBeGreaterThanOrEqual(20);
  });
});

describe('password hashing under a wave of logins', () => {
  const COST = 13; // about 60 ms per hash on this machine: a wave is long enough to measure
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'werkplaats-client-'));
    await writeFile(join(clientDir, 'index.html'), '<!doctype html><title>Werkplaats</title>');
    await writeFile(join(clientDir, 'app.js'), 'console.log("werkplaats")');
    t = await startTestApp('pglite', {
      clientDir,
      passwordCost: COST,
      passwordHashing: { concurrency: 2, queueLimit: 10 },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('keeps static files and the API answering while hashes wait, and turns away what does not fit the queue', async () => {
    // Sixty real users and sixty addresses: no login limit stops these wrong passwords, only the hashing bound.
    await t.database.pool.query(
      "INSERT INTO users (name, password_hash) SELECT 'golf' || i, $1 FROM generate_series(0, 59) AS i",
      [await hashPassword('het-goede-wachtwoord', COST)],
    );
    const waveStarted = performance.now();
    let waveDone = false;
    const wave = Array.from({ length: 60 }, (_, i) => loginOn(t, `golf${i}`, 'fout-wachtwoord', `10.50.${i >> 8}.${i & 255}`));
    const allAnswered = Promise.all(wave).finally(() => (waveDone = true));

    // A static file (read on libuv's thread pool, like scrypt) and /env, asked every 50 ms while the wave lasts.
    const timed = async (url: string) => {
      const started = performance.now();
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      return performance.now() - started;
    };
    const fileMs: number[] = [];
    const envMs: number[] = [];
    while (!waveDone) {
      fileMs.push(await timed('/app.js'));
      envMs.push(await timed('/gateway/api/env'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const statuses = (await allAnswered).map((response) => response.statusCode);
    const waveMs = performance.now() - waveStarted;
    const slowest = (values: number[]) => Math.max(...values);
    console.info(
      `during 60 concurrent logins (scrypt N=2^${COST}, wave ${waveMs.toFixed(0)} ms, ${fileMs.length} probes): ` +
        `static file slowest ${slowest(fileMs).toFixed(1)} ms, /env slowest ${slowest(envMs).toFixed(1)} ms`,
    );
    // Relative to the wave, as the machine may be busy: unbounded, a file waited for every hash queued before it.
    expect(slowest(fileMs)).toBeLessThan(waveMs / 2);
    expect(slowest(envMs)).toBeLessThan(waveMs / 2);

    // 2 hashing and 10 waiting: most of the wave is turned away at once, and those attempts do not count as guesses.
    const counts = statusCounts(statuses);
    expect(counts[503]).toBeGreaterThanOrEqual(10);
    expect(counts[401] + counts[503]).toBe(60);
    const { rows } = await t.database.pool.query("SELECT count(*)::int AS n FROM auth_attempts WHERE login LIKE 'golf%'");
    expect(rows[0].n).toBe(counts[401]);
    const busy = (await Promise.all(wave)).find((response) => response.statusCode === 503)!;
    expect(busy.json()).toEqual({ message: 'De server is even druk. Probeer het over enkele seconden opnieuw.', code: 'BUSY' });
  });

  it('takes as long for a user that does not exist as for one that does', async () => {
    await t.database.pool.query("INSERT INTO users (name, password_hash) VALUES ('tijdgebruiker', $1)", [
      await hashPassword('het-goede-wachtwoord', COST),
    ]);
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const timeLogin = async (login: string, address: string) => {
      const started = performance.now();
      const response = await loginOn(t, login, 'fout-wachtwoord', address);
      expect(response.statusCode).toBe(401);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      await t.database.pool.query('DELETE FROM auth_attempts'); // more samples than the login limit allows
      known.push(await timeLogin('tijdgebruiker', `10.60.0.${i}`));
      unknown.push(await timeLogin(`bestaat-niet-${i}`, `10.61.0.${i}`));
    }
    console.info(`login time, median of 7: known user ${median(known).toFixed(1)} ms, unknown user ${median(unknown).toFixed(1)} ms`);
    // Before the stand-in hash an unknown user answered in a tenth of the time; the machine is shared, so allow noise.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.5);
  });
});
