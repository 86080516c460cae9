// npm run user -- add NAME [--admin] [--email ADDRESS]
// The password is read from WERKPLAATS_PASSWORD, or asked for on the terminal.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { configuredDatabase, openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createUser } from '../db/users.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { admin: { type: 'boolean', default: false }, email: { type: 'string' } },
});
const [command, name] = positionals;
if (command !== 'add' || !name || name.length < 4) {
  console.error('Gebruik: npm run user -- add NAAM [--admin] [--email ADRES]   (naam minimaal 4 tekens)');
  process.exit(2);
}

async function askPassword(): Promise<string> {
  if (process.env.WERKPLAATS_PASSWORD) return process.env.WERKPLAATS_PASSWORD;
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const password = await terminal.question(`Wachtwoord voor ${name}: `);
  terminal.close();
  return password;
}

const password = await askPassword();
if (password.length < 8) {
  console.error('Het wachtwoord moet minimaal 8 tekens hebben.');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(configuredDatabase(config));
try {
  await migrate(database.pool);
  await createUser(database.pool, {
    name,
    email: values.email,
    passwordHash: await hashPassword(password, config.passwordCost),
    isAdministrator: values.admin,
  });
  console.log(`Gebruiker ${name} is opgeslagen${values.admin ? ' (beheerder)' : ''}.`);
} finally {
  await database.close();
}
