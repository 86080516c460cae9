// POST /workbench/order/{id}/handoff/withdraw ('Overdracht intrekken', issue 24): a florist who declines, or a relay
// hand-off made by mistake, is taken back with a reason; the order is new again and can go to another florist or to
// the relay; the history of hand-offs stays on the order; one change is broadcast; bad input and concurrent
// withdrawals change nothing more than one withdrawal does.
import { describe, expect, it, vi } from 'vitest';
import { colleagueFloristDefaults } from '../../src/shared/domain/florist-form.ts';
import { withdrawalMessages } from '../../src/shared/domain/handoff-withdrawal.ts';
import { handoffMessages } from '../../src/shared/domain/handoffs.ts';
import { messages } from '../../src/shared/domain/messages.ts';
import { relayDefaults } from '../../src/shared/domain/relay-form.ts';
import type { HandoffResult } from '../../src/shared/schema/handoffs.ts';
import type { Order, OrderChange } from '../../src/shared/schema/order.ts';
import { changesHeard } from '../helpers/changes-heard.ts';
import { HANDOFF_PATHS, handoffApi } from '../helpers/handoff-api.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const REASON = 'bloemist heeft geen tijd';

describe.each(databaseKinds)('withdrawing a hand-off on %s', (kind) => {
  const t = useTestApp(kind);
  const api = handoffApi(() => t);

  const withdraw = (orderId: number, payload: object) => t.app.inject({
    method: 'POST', url: `/gateway/api/workbench/order/${orderId}/handoff/withdraw`, payload, headers: bearer(t.staff),
  });
  const mailingFlorists = async () =>
    (await api.sql<{ id: number; name: string }>(
      `SELECT id, name FROM florists WHERE active AND email_address LIKE '%_@_%._%' ORDER BY id LIMIT 2`,
    ));
  const toFlorist = (order: Order, floristId: number) => api.handOff(HANDOFF_PATHS.florist, {
    orderId: order.id, transporter: 'florist',
    values: { ...colleagueFloristDefaults(order, floristId), orderItems: [{ title: 'Boeket', quantity: 1, price: '12,50' }] },
  });
  const stored = async (id: number) =>
    (await api.sql<{ treatment: string; active_transporter: string | null; transport: Record<string, unknown>; version: number }>(
      'SELECT treatment, active_transporter, transport, version FROM orders WHERE id = $1', [id],
    ))[0];
  const logOf = async (id: number) => (await api.order(id)).internalLog.map((entry) => `${entry.createUserName}: ${entry.content}`);

  /** A new order handed to the first florist who can be mailed. */
  const handedToFlorist = async () => {
    const order = await api.freshOrder();
    const [first, second] = await mailingFlorists();
    const sent = await toFlorist(order, first.id);
    expect(sent.statusCode, sent.body).toBe(200);
    return { order: (sent.json() as HandoffResult).order, first, second };
  };

  it('takes a florist hand-off back, and the order then goes to another florist', async () => {
    const { order, first, second } = await handedToFlorist();
    expect(order.handoffs).toMatchObject([{ target: 'florist', floristName: first.name, method: 'mail', status: 'sent', withdrawal: null }]);

    const response = await withdraw(order.id, { reason: `  ${REASON} `, version: order.version });
    expect(response.statusCode, response.body).toBe(200);

    const now = await stored(order.id);
    expect(now).toMatchObject({ treatment: 'Nieuw', active_transporter: null, version: order.version + 1 });
    expect(now.transport).not.toHaveProperty('florist');
    expect(await logOf(order.id)).toContain(`medewerker: Overdracht aan ${first.name} ingetrokken: ${REASON}`);
    expect(await api.handoffsOf(order.id)).toMatchObject([{ status: 'withdrawn', target: 'florist' }]);
    // The withdrawal mails nobody.
    expect((await api.mailJobs(order.id)).filter((job) => job.mail_type === 'ColleagueFlorist')).toHaveLength(1);

    const again = await toFlorist(await api.order(order.id), second.id);
    expect(again.statusCode, again.body).toBe(200);
    const view = await api.order(order.id);
    expect(view.treatment).toBe('Collega bloemist');
    expect(view.handoffs).toEqual([
      expect.objectContaining({
        target: 'florist', floristName: first.name, method: 'mail', status: 'withdrawn', by: 'medewerker',
        withdrawal: { at: expect.any(Number), by: 'medewerker', reason: REASON },
      }),
      expect.objectContaining({ target: 'florist', floristName: second.name, method: 'mail', status: 'sent', withdrawal: null }),
    ]);
    // The answer of the second hand-off shows that history as the order view does, without reading the order again.
    expect((again.json() as HandoffResult).order.handoffs).toEqual(view.handoffs);
  });

  it('lets a florist hand-off go back to the same florist after a withdrawal', async () => {
    const { order, first } = await handedToFlorist();
    expect((await withdraw(order.id, { reason: 'verkeerde datum doorgegeven' })).statusCode).toBe(200);
    const again = await toFlorist(await api.order(order.id), first.id);
    expect(again.statusCode, again.body).toBe(200);
    expect((await api.handoffsOf(order.id)).map((handoff) => handoff.status)).toEqual(['withdrawn', 'sent']);
  });

  it('takes a relay mark back, and the order can then be mailed to the relay under the same reference', async () => {
    const order = await api.freshOrder();
    const marked = await api.handOff(HANDOFF_PATHS.mark, { orderId: order.id });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await stored(order.id)).transport).toHaveProperty('euroflorist');

    const response = await withdraw(order.id, { reason: 'EuroFlorist had de order niet' });
    expect(response.statusCode, response.body).toBe(200);
    const now = await stored(order.id);
    expect(now).toMatchObject({ treatment: 'Nieuw', active_transporter: null });
    expect(now.transport).not.toHaveProperty('euroflorist');
    expect(await logOf(order.id)).toContain('medewerker: Overdracht aan EuroFlorist ingetrokken: EuroFlorist had de order niet');

    const mailed = await api.handOff(HANDOFF_PATHS.relay, {
      orderId: order.id, transporter: 'euroflorist', values: relayDefaults(await api.order(order.id)),
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const handoffs = await api.handoffsOf(order.id);
    expect(handoffs).toMatchObject([{ method: 'mark', status: 'withdrawn' }, { method: 'mail', status: 'sent' }]);
    expect(handoffs[0].reference).toBe(handoffs[1].reference);
    expect((await api.order(order.id)).handoffs).toMatchObject([
      { target: 'euroflorist', floristName: null, method: 'mark', status: 'withdrawn' },
      { target: 'euroflorist', method: 'mail', status: 'sent' },
    ]);
  });

  it('refuses a missing, short, too long or multi-line reason with a field error, and changes nothing', async () => {
    const { order } = await handedToFlorist();
    const cases: [object, string][] = [
      [{}, messages.required],
      [{ reason: '' }, messages.required],
      [{ reason: '    ' }, messages.required],
      [{ reason: ' ja ' }, messages.tooShort],
      [{ reason: 'x'.repeat(501) }, messages.tooLong(500)],
      [{ reason: 'geen tijd\nbel morgen' }, messages.invalidCharacters],
      [{ reason: 'geen\u0007tijd' }, messages.invalidCharacters],
    ];
    for (const [payload, message] of cases) {
      const response = await withdraw(order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'reason', message }]);
    }
    expect((await withdraw(order.id, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
    expect(await api.handoffsOf(order.id)).toMatchObject([{ status: 'withdrawn' }]);
  });

  it('answers 409 for an order that is not handed off, or no longer, and 404 for no order', async () => {
    const order = await api.freshOrder();
    const response = await withdraw(order.id, { reason: REASON });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(withdrawalMessages.notHandedOff);
    expect(await stored(order.id)).toMatchObject({ treatment: 'Nieuw', version: order.version });

    const { order: handed } = await handedToFlorist();
    expect((await withdraw(handed.id, { reason: REASON })).statusCode).toBe(200);
    const twice = await withdraw(handed.id, { reason: REASON });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(withdrawalMessages.notHandedOff);

    expect((await withdraw(999_999_999, { reason: REASON })).statusCode).toBe(404);
  });

  it('answers 409 while a hand-off is being claimed, and for a version from before the treatment changed', async () => {
    const order = await api.freshOrder();
    const [florist] = await mailingFlorists();
    await api.sql(
      `INSERT INTO handoffs (order_id, target, method, florist_id, reference, request, created_by)
       VALUES ($1, 'florist', 'mail', $2, $3, '{"transport": {}}', 'medewerker')`,
      [order.id, florist.id, `BLB-${order.id}-F${florist.id}`],
    );
    const claimed = await withdraw(order.id, { reason: REASON });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().message).toBe(handoffMessages.inProgress);
    expect(await api.handoffsOf(order.id)).toMatchObject([{ status: 'claimed' }]);

    const { order: handed } = await handedToFlorist();
    const stale = await withdraw(handed.id, { reason: REASON, version: handed.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(messages.orderConflict);
    expect((await stored(handed.id)).treatment).toBe('Collega bloemist');
  });

  it('withdraws an order handed off before hand-offs were recorded (only its treatment says so)', async () => {
    const order = await api.freshOrder();
    await api.sql(`UPDATE orders SET treatment = 'Euroflorist', active_transporter = 'euroflorist', transport = '{"euroflorist": {"efid": "EF1"}}' WHERE id = $1`, [order.id]);
    const response = await withdraw(order.id, { reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(order.id)).toMatchObject({ treatment: 'Nieuw', active_transporter: null, transport: {} });
    expect(await logOf(order.id)).toContain(`medewerker: Overdracht aan EuroFlorist ingetrokken: ${REASON}`);
  });

  it('withdraws once when ten withdrawals come at once', async () => {
    const { order } = await handedToFlorist();
    const responses = await Promise.all(Array.from({ length: 10 }, (_, index) => withdraw(order.id, { reason: `reden ${index}` })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await api.handoffsOf(order.id)).toMatchObject([{ status: 'withdrawn' }]);
    expect((await stored(order.id)).version).toBe(order.version + 1);
    expect((await logOf(order.id)).filter((entry) => entry.includes('ingetrokken'))).toHaveLength(1);
  });

  it('broadcasts one change: the order new again in the list, its transport, log and history', async () => {
    const { order } = await handedToFlorist();
    const heard = changesHeard(t.app, order.id);
    // On PostgreSQL the hand-off's own change may still come back through LISTEN: only changes after it count.
    const afterHandoff = () => heard.filter((message) => message.type === 'change' && message.change.version > order.version);
    const response = await withdraw(order.id, { reason: REASON });
    const answer = response.json() as OrderChange;
    await vi.waitFor(() => expect(afterHandoff()).toHaveLength(1));
    expect(afterHandoff()[0]).toEqual({ type: 'change', change: answer });
    expect(answer).toMatchObject({
      orderId: order.id,
      version: order.version + 1,
      listItem: { id: order.id, treatment: 'Nieuw', activeTransporter: null },
      was: { treatment: 'Collega bloemist', activeTransporter: 'florist' },
      blocks: { treatment: 'Nieuw', activeTransporter: null, handoffs: [{ status: 'withdrawn', withdrawal: { reason: REASON } }] },
    });
    expect(answer.blocks!.transport).not.toHaveProperty('florist');
    expect(answer.blocks!.internalLog!.at(-1)).toMatchObject({ createUserName: 'medewerker', content: expect.stringContaining(REASON) });
    // Nothing else follows (on PostgreSQL the broadcast comes back through LISTEN).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(afterHandoff()).toHaveLength(1);
  });
});
