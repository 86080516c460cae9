// Issue 23, the order writes that used to announce by reading the order again: an order mail, a colleague-florist
// hand-off, the relay mark and an attribute change. Each costs at most 6, 6, 4 and 4 data statements (the auth lookup
// included; measured 6, 6, 4, 4 — they were 17, 21, 16 and 9), answers the order as GET then shows it, writes the
// order in one statement or transaction, and sends exactly one 'change' and no 'listitem', so no
// workstation with the order open fetches it again. A failure of the write to the order changes nothing and sends
// nothing.
import pg from 'pg';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { colleagueFloristDefaults } from '../../src/shared/domain/florist-form.ts';
import { handoffMessages } from '../../src/shared/domain/handoffs.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import type { HandoffResult } from '../../src/shared/schema/handoffs.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { floristHandoffChange, HANDOFF_PATHS, handoffApi } from '../helpers/handoff-api.ts';
import { mailHelpers } from '../helpers/mail-helpers.ts';
import { countStatements } from '../helpers/sql-statements.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const GUESTBOOK_ATTRIBUTE = 29836110;
const isWrite = (text: string) => /^(WITH\b.*\b)?(INSERT|UPDATE|DELETE)\b/i.test(text);
// On PostgreSQL the hub publishes with a NOTIFY: that is the broadcast, not a statement reading or writing data.
const dataStatements = (statements: string[]) => statements.filter((text) => !/pg_notify/.test(text));

/** Makes every statement matching `pattern` fail, as a database that goes away at that moment would. */
function failStatements(pattern: RegExp) {
  const query = pg.Client.prototype.query;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function failing(this: pg.Client, ...args: unknown[]) {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text ?? '';
    if (pattern.test(text.replace(/\s+/g, ' '))) {
      const error = new Error('injected failure');
      // pool.query hands its connection a callback; a caller's own connection awaits the promise.
      const callback = args.at(-1);
      if (typeof callback !== 'function') return Promise.reject(error);
      queueMicrotask(() => (callback as (failure: Error) => void)(error));
      return undefined;
    }
    return (query as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof query);
}

describe.each(databaseKinds)('hand-offs, mails and attributes as one change on %s', (kind) => {
  const t = useTestApp(kind);
  const api = handoffApi(() => t);
  const { mail, orderOnAccount } = mailHelpers(() => t);

  /** Every order message the hub sends about the order: a change, or a listitem. */
  const listening = (orderId: number) => {
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => {
      const about = message.type === 'change' ? message.change.orderId : message.type === 'listitem' ? message.orderId : null;
      if (about === orderId) heard.push(message);
    });
    onTestFinished(unsubscribe);
    return heard;
  };
  /** One change and nothing else (on PostgreSQL it comes back through LISTEN a moment after the answer). */
  const heardOnce = async (heard: ServerMessage[]) => {
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0].type).toBe('change');
    return heard[0].type === 'change' ? heard[0].change : undefined;
  };
  const opened = async (id: number): Promise<Order> => api.order(id);
  const stored = async (id: number) =>
    (await api.sql<{ version: number; treatment: string; mail_jobs: object; attributes: object }>(
      'SELECT version, treatment, mail_jobs, attributes FROM orders WHERE id = $1', [id],
    ))[0];

  /** A new order, and its hand-off to a florist who takes orders, to be sent. */
  const floristHandOff = async () => {
    const order = await api.freshOrder();
    const [{ id: floristId }] = await api.sql<{ id: number }>(
      `SELECT id FROM florists WHERE active AND email_address LIKE '%@%' ORDER BY id LIMIT 1`,
    );
    const values = { ...colleagueFloristDefaults(order, floristId), orderItems: [{ title: 'Boeket', quantity: 1, price: '12,50' }] };
    return { order, send: () => api.handOff(HANDOFF_PATHS.florist, { orderId: order.id, transporter: 'florist', values }) };
  };
  const setGuestbook = (id: number) => t.app.inject({
    method: 'PUT', url: `/gateway/api/workbench/order/${id}/attribute/${GUESTBOOK_ATTRIBUTE}`, payload: { value: true },
    headers: bearer(t.staff),
  });

  it('mails the customer in at most 6 statements, the record and the stamp in one, and sends the stamps as one change', async () => {
    const { id, version } = await orderOnAccount();
    const heard = listening(id);
    const counted = await countStatements(() => mail(id, 'KiB'));

    expect(counted.result.statusCode, counted.result.body).toBe(200);
    expect(dataStatements(counted.statements).length, counted.statements.join('\n')).toBeLessThanOrEqual(6);
    expect(counted.statements.filter((text) => isWrite(text) && /UPDATE orders/.test(text))).toEqual([
      expect.stringMatching(/^WITH finished AS \(UPDATE mail_jobs .*\) UPDATE orders SET mail_jobs/),
    ]);
    const answer: Order = counted.result.json();
    expect(answer).toEqual(await opened(id));
    expect(await heardOnce(heard)).toEqual({
      orderId: id, version, blocks: { workbenchMeta: { mailJobs: answer.workbenchMeta.mailJobs, mailUnknown: {} } },
    });
  });

  it('hands an order to a colleague florist in at most 6 statements, claim, mail, order and florist finished in one', async () => {
    const { order, send } = await floristHandOff();
    const heard = listening(order.id);
    const counted = await countStatements(send);

    expect(counted.result.statusCode, counted.result.body).toBe(200);
    expect(dataStatements(counted.statements).length, counted.statements.join('\n')).toBeLessThanOrEqual(6);
    expect(counted.statements.filter((text) => /UPDATE orders/.test(text))).toEqual([
      expect.stringMatching(/UPDATE mail_jobs .*UPDATE handoffs .*UPDATE orders .*UPDATE florists .*INSERT INTO florist_city_choices/),
    ]);
    const result: HandoffResult = counted.result.json();
    expect(result.order).toEqual(await opened(order.id));
    expect(await heardOnce(heard)).toEqual(floristHandoffChange(order, result));
  });

  it('marks an order handled by the relay in at most 4 statements and sends it as one change', async () => {
    const order = await api.freshOrder();
    const heard = listening(order.id);
    const counted = await countStatements(() => api.handOff(HANDOFF_PATHS.mark, { orderId: order.id }));

    expect(counted.result.statusCode, counted.result.body).toBe(200);
    expect(dataStatements(counted.statements).length, counted.statements.join('\n')).toBeLessThanOrEqual(4);
    const result: HandoffResult = counted.result.json();
    expect(result.order).toEqual(await opened(order.id));
    const change = await heardOnce(heard);
    expect(change).toMatchObject({
      orderId: order.id, version: order.version + 1, blocks: { activeTransporter: 'euroflorist', transport: result.order.transport },
      listItem: { id: order.id, activeTransporter: 'euroflorist' }, was: { activeTransporter: null },
    });
  });

  it('sets an attribute in at most 4 statements, one transaction, and sends the blocks that show it as one change', async () => {
    const order = await api.freshOrder();
    const heard = listening(order.id);
    const counted = await countStatements(() => setGuestbook(order.id));

    expect(counted.result.statusCode, counted.result.body).toBe(200);
    expect(dataStatements(counted.statements).length, counted.statements.join('\n')).toBeLessThanOrEqual(4);
    expect(counted.writesInOneTransaction).toBe(true);
    expect(counted.result.json()).toEqual(await opened(order.id));
    // An attribute is in no list row: the lists are left alone.
    expect(await heardOnce(heard)).toEqual({
      orderId: order.id, version: order.version + 1, blocks: { excludeFromGuestbookInvitation: true, attribute_29836110: true },
    });
  });

  describe('with the write to the order failing', () => {
    afterEach(() => vi.restoreAllMocks());

    const expectNothingChanged = async (id: number, before: Awaited<ReturnType<typeof stored>>, heard: ServerMessage[]) => {
      vi.restoreAllMocks();
      expect(await stored(id)).toEqual(before);
      // Long enough for a NOTIFY to come back on PostgreSQL.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([]);
    };

    it('a mail handed over but not recorded leaves the order unstamped, answers unknown and sends nothing', async () => {
      const { id } = await orderOnAccount();
      const before = await stored(id);
      const heard = listening(id);
      failStatements(/UPDATE orders SET mail_jobs/);
      const response = await mail(id, 'AddressError');
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('MAIL_OUTCOME_UNKNOWN');
      await expectNothingChanged(id, before, heard);
    });

    it('a florist hand-off whose finish fails leaves the order as it was, sends nothing, and may be tried again', async () => {
      const { order, send } = await floristHandOff();
      const before = await stored(order.id);
      const heard = listening(order.id);
      failStatements(/UPDATE handoffs SET status = 'sent'/);
      const response = await send();
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(handoffMessages.floristMailFailed);
      await expectNothingChanged(order.id, before, heard);
      expect((await api.handoffsOf(order.id)).map((handoff) => handoff.status)).toEqual(['failed']);
    });

    it('an attribute whose transaction cannot commit leaves the order as it was and sends nothing', async () => {
      const order = await api.freshOrder();
      const before = await stored(order.id);
      const heard = listening(order.id);
      failStatements(/^COMMIT/);
      const response = await setGuestbook(order.id);
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Onverwachte fout. Probeer nogmaals');
      await expectNothingChanged(order.id, before, heard);
    });
  });
});
