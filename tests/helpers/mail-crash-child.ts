// A server process that dies the moment its mailer has taken a mail, before the outcome is recorded: SIGKILL,
// nothing runs after it. Run with tsx; argv[2] is JSON { db: pg pool config, orderId, type, key, dataDir }.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer, type Mailer } from '../../src/server/mail/mailer.ts';
import { sendOrderMail } from '../../src/server/mail/send-order-mail.ts';
import type { OrderMailType } from '../../src/shared/domain/order-mails.ts';
import { loadOrderView } from '../../src/server/orders/order-view.ts';

const { db, orderId, type, key, dataDir } = JSON.parse(process.argv[2]) as {
  db: pg.PoolConfig; orderId: number; type: OrderMailType; key: string; dataDir: string;
};
const pool = new pg.Pool({ ...db, max: 1 });
const outbox = createMailer({ from: 'werkplaats@voorbeeld.nl', dataDir });
const dyingMailer: Mailer = {
  mode: outbox.mode,
  async send(mail) {
    await outbox.send(mail);
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => {});
  },
  close: () => outbox.close(),
};
const order = await loadOrderView(pool, orderId, 'https://beheer.voorbeeld.nl');
if (!order) throw new Error(`Order ${orderId} niet gevonden`);
const log = { error: () => {}, info: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;
await sendOrderMail({ db: pool, mailer: dyingMailer, log }, order, { type, sentBy: 'medewerker', idempotencyKey: key });
throw new Error('The mail was recorded: the process should have died first');
