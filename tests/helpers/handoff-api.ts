// What the hand-off API tests share (issue 11): untouched new orders in a chosen town, the three hand-off calls, the
// mail jobs of an order and the mail as it was written to the outbox, decoded.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { HandoffResult } from '../../src/shared/schema/handoffs.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { bearer, type TestApp } from './test-app.ts';

export interface MailJob {
  id: number;
  mail_type: string;
  recipient: string;
  subject: string;
  body_text: string;
  status: string;
}

export const HANDOFF_PATHS = {
  florist: '/workbench/transport/florist/register',
  relay: '/workbench/transport/euroflorist/email',
  mark: '/workbench/transport/euroflorist/mark',
} as const;

/** `session`: the test app with staff logged in, read when a call is made (it is filled in before the first test). */
export function handoffApi(session: () => TestApp & { staff: string }) {
  const sql = async <T>(text: string, params: unknown[] = []) => (await session().database.pool.query(text, params)).rows as T[];
  let ordersTaken = 0;
  const order = async (id: number): Promise<Order> =>
    (await session().app.inject({ url: `/gateway/api/workbench/order/${id}`, headers: bearer(session().staff) })).json();

  return {
    sql,
    /** A new order ('Nieuw', in no folder) nobody handed off or registered, its recipient moved to `address`. */
    async freshOrder(address: Record<string, string> = {}): Promise<Order> {
      const [{ id }] = await sql<{ id: number }>(
        `SELECT id FROM orders o WHERE deleted_at IS NULL AND treatment = 'Nieuw' AND tag_id IS NULL AND active_transporter IS NULL
            AND NOT EXISTS (SELECT 1 FROM handoffs h WHERE h.order_id = o.id)
            AND NOT EXISTS (SELECT 1 FROM shipments s WHERE s.order_id = o.id)
            -- Not one of the demo's long card texts (2 %): a hand-off form refuses more than 10 lines, as it should.
            AND coalesce(array_length(string_to_array(card ->> 'text', E'\n'), 1), 0) <= 10
          ORDER BY id OFFSET $1 LIMIT 1`,
        [(ordersTaken += 1)],
      );
      await sql(
        `UPDATE orders SET recipient = jsonb_set(recipient, '{address}', recipient -> 'address' || $2::jsonb) WHERE id = $1`,
        [id, JSON.stringify(address)],
      );
      return order(id);
    },
    order,
    /** One hand-off call as staff; a fresh Idempotency-Key unless one is given (null: none). */
    handOff(path: string, payload: object, key: string | null = randomUUID()) {
      return session().app.inject({
        method: 'POST',
        url: `/gateway/api${path}`,
        payload,
        headers: { ...bearer(session().staff), ...(key ? { 'idempotency-key': key } : {}) },
      });
    },
    mailJobs: (orderId: number) =>
      sql<MailJob>('SELECT id, mail_type, recipient, subject, body_text, status FROM mail_jobs WHERE order_id = $1 ORDER BY id', [orderId]),
    handoffsOf: (orderId: number) =>
      sql<{ id: number; status: string; target: string; method: string; reference: string; mail_job_id: number | null }>(
        'SELECT id, status, target, method, reference, mail_job_id FROM handoffs WHERE order_id = $1 ORDER BY id',
        [orderId],
      ),
    /** The mail job's .eml in the outbox, its subject and text decoded. */
    async outboxMail(jobId: number) {
      return readEml(await readFile(join(session().config.dataDir, 'outbox', `${String(jobId).padStart(8, '0')}.eml`), 'utf8'));
    },
  };
}

/** A mail as nodemailer writes it: the headers, the subject (RFC 2047 words decoded) and the text (transfer decoded). */
export function readEml(eml: string) {
  const split = eml.indexOf('\n\n');
  const headers = eml.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
  const body = eml.slice(split + 2);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? fromQuotedPrintable(body)
    : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8')
    : body;
  return { to: header('To'), subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

const fromQuotedPrintable = (text: string) =>
  Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
    .toString('utf8');

const decodeWords = (value: string) =>
  value
    .replace(/\?=\s*=\?utf-8\?Q\?/gi, '')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : fromQuotedPrintable(word.replace(/_/g, ' ')));

/** The one change a hand-off of a new order to a colleague florist broadcasts, as a test expects it. */
export const floristHandoffChange = (order: Order, result: HandoffResult) => ({
  orderId: order.id,
  version: order.version + 1,
  blocks: { treatment: 'Collega bloemist', activeTransporter: 'florist', transport: result.order.transport, handoffs: result.order.handoffs },
  listItem: expect.objectContaining({ id: order.id, treatment: 'Collega bloemist', activeTransporter: 'florist' }),
  was: expect.objectContaining({ treatment: 'Nieuw', activeTransporter: null }),
});
