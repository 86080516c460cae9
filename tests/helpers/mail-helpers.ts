import { afterAll, beforeAll } from 'vitest';
import { startSmtpPeer } from './smtp-peer.ts';
import { bearer, startTestApp, type DatabaseKind, type TestApp } from './test-app.ts';

interface JobRow {
  id: number;
  order_id: number;
  mail_type: string;
  recipient: string;
  subject: string;
  status: string;
}

/** What the api tests need around one server: requests as staff, SQL, and an order that may get every mail. */
export function mailHelpers(t: () => TestApp & { staff: string }) {
  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    (await t().database.pool.query(text, params)).rows as T[];
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t().app.inject({ method: 'POST', url: `/gateway/api${url}`, payload: payload as object, headers: { ...bearer(t().staff), ...headers } });
  const mail = (id: number | string, type: string, headers?: Record<string, string>) =>
    post(`/workbench/order/${id}/mail`, { type }, headers);
  /** An open order paid on account (so NotOnAccount applies) whose customer has an e-mail address. */
  const orderOnAccount = async () => {
    const [row] = await sql<{ id: number; version: number }>(
      `SELECT id, version FROM orders WHERE deleted_at IS NULL AND payment_method_id = 2 ORDER BY id LIMIT 1`,
    );
    await sql(`UPDATE orders SET customer = jsonb_set(customer, '{emailAddress}', '"klant@voorbeeld.nl"') WHERE id = $1`, [row.id]);
    return row;
  };
  const jobsOf = (orderId: number) =>
    sql<JobRow>('SELECT id, order_id, mail_type, recipient, subject, status FROM mail_jobs WHERE order_id = $1 ORDER BY id', [orderId]);
  return { sql, post, mail, orderOnAccount, jobsOf };
}

/** For one describe block: a server that mails through an in-process SMTP peer, with staff logged in. */
export function useAppWithSmtp(kind: DatabaseKind) {
  const session = {} as { t: TestApp & { staff: string }; smtp: Awaited<ReturnType<typeof startSmtpPeer>> };
  beforeAll(async () => {
    session.smtp = await startSmtpPeer();
    const app = await startTestApp(kind, { smtpUrl: session.smtp.url });
    session.t = Object.assign(app, { staff: await app.login('medewerker') });
  });
  afterAll(async () => {
    await session.t?.close();
    await session.smtp?.close();
  });
  return session;
}
