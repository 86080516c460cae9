// Bulk hand-off: each order registered with the carrier the rules suggest among the location's carriers, with its
// send screen's defaults; an order registered already is left alone, one no carrier can deliver fails, a carrier's
// refusal fails with its words; a retry or a job taken over after a crash registers nothing twice; no undo.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bulkMessages } from '../../src/shared/domain/bulk.ts';
import { TIMEZONE } from '../../src/shared/domain/constants.ts';
import { messages } from '../../src/shared/domain/messages.ts';
import { SANDBOX_REFUSE } from '../../src/server/carriers/kit.ts';
import { bulkApi } from '../helpers/bulk-api.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

/** A day PostNL delivers on (not a Sunday), far enough ahead for any cut-off. */
const plannableDay = () => {
  let day = DateTime.now().setZone(TIMEZONE).plus({ days: 3 });
  while (day.weekday === 7) day = day.plus({ days: 1 });
  return day.toISODate()!;
};

describe.each(databaseKinds)('bulk hand-off to the suggested carrier on %s', (kind) => {
  const t = useTestApp(kind);
  const { sql, start, undo, finished, run, freshOrders, crashDuring } = bulkApi(t);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Orders PostNL is suggested for, at a location whose only carrier is PostNL. */
  const postnlOrders = async (count: number) => {
    await sql(`UPDATE features SET enabled = (title = 'postnl'), available = available OR title = 'postnl'
                WHERE location = $1 AND feature_group = 'transporter'`, [t.config.location]);
    const ids = await freshOrders(count);
    await sql(
      `UPDATE orders SET delivery_date = $2::date, delivery_part = NULL, delivery_date_time = NULL, is_mourning = false,
              recipient = jsonb_set(jsonb_set(recipient, '{address,zipcode}', '"3011 AB"'), '{address,countryCode}', '"NL"'),
              recipient_postcode = '3011 AB'
        WHERE id = ANY($1::bigint[])`,
      [ids, plannableDay()],
    );
    return ids;
  };
  const shipments = (ids: number[]) =>
    sql<{ order_id: number; carrier: string; status: string }>(
      'SELECT order_id, carrier, status FROM shipments WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, id', [ids],
    );

  it('registers with the suggestion, skips an order registered already, fails a refusal, a past date and an unknown order', async () => {
    const register = vi.spyOn(t.app.carriers.postnl, 'register');
    const [good, refused, past, registered] = await postnlOrders(4);
    // The send screen's defaults carry the order number: the sandbox refuses a value with its marker.
    await sql('UPDATE orders SET order_number = order_number || $2 WHERE id = $1', [refused, SANDBOX_REFUSE]);
    await sql(`UPDATE orders SET delivery_date = current_date - 3 WHERE id = $1`, [past]);
    await sql(`UPDATE orders SET active_transporter = 'dynalogic' WHERE id = $1`, [registered]);

    const job = await run({ action: 'handoff', orderIds: [good, refused, past, registered, 999_999_999] });
    expect(job.items.map(({ state, message }) => [state, message])).toEqual([
      ['ok', null],
      ['failed', 'PostNL weigert de zending: ongeldige gegevens'],
      ['failed', bulkMessages.noSuggestion],
      ['skipped', bulkMessages.alreadyRegistered('Dynalogic')],
      ['failed', messages.orderNotFound(999_999_999)],
    ]);
    expect(job.summary).toMatch(/^1 van 5 aangemeld; 3 mislukt: .*; 1 overgeslagen: /);
    expect(await shipments([good, refused, past, registered])).toEqual([
      { order_id: good, carrier: 'postnl', status: 'registered' },
      { order_id: refused, carrier: 'postnl', status: 'failed' },
    ]);
    expect((await sql<{ active_transporter: string }>('SELECT active_transporter FROM orders WHERE id = $1', [good]))[0].active_transporter).toBe('postnl');
    expect(register).toHaveBeenCalledTimes(2);

    const refusedUndo = await undo(job.id);
    expect(refusedUndo.statusCode).toBe(409);
    expect(refusedUndo.json().message).toBe(bulkMessages.notUndoable('handoff'));
  });

  it("fails an order whose carrier form needs a choice, naming it: Dynalogic's kind of day delivery", async () => {
    await sql(`UPDATE features SET enabled = (title = 'dynalogic'), available = available OR title = 'dynalogic'
                WHERE location = $1 AND feature_group = 'transporter'`, [t.config.location]);
    const [dayDelivery, mourning] = await freshOrders(2);
    await sql(
      `UPDATE orders SET delivery_date = $2::date, delivery_part = 'morning', delivery_date_time = NULL, is_mourning = (id = $3),
              recipient = jsonb_set(jsonb_set(recipient, '{address,zipcode}', '"3011 AB"'), '{address,countryCode}', '"NL"'),
              recipient_postcode = '3011 AB'
        WHERE id = ANY($1::bigint[])`,
      [[dayDelivery, mourning], plannableDay(), mourning],
    );

    const job = await run({ action: 'handoff', orderIds: [dayDelivery, mourning] });
    expect(job.items.map(({ state, message }) => [state, message])).toEqual([
      ['failed', bulkMessages.formIncomplete('Dynalogic', 'Soort order: Dit veld is vereist')],
      ['ok', null],
    ]);
    expect(job.summary).toContain('het formulier van Dynalogic vraagt een keuze: Soort order');
  });

  it('registers nothing twice: not for a retried request, not for a job taken over after a crash', async () => {
    const register = vi.spyOn(t.app.carriers.postnl, 'register');
    const ids = await postnlOrders(2);
    const key = randomUUID();
    const body = { action: 'handoff', orderIds: ids };
    const job = await run(body, { key });
    expect(job.items.map((item) => item.state)).toEqual(['ok', 'ok']);
    expect((await start(body, { key })).json().id).toBe(job.id);

    await crashDuring(job.id, [0, 1]);
    t.app.bulkRunner.wake();
    expect((await finished(job.id)).items.map((item) => item.state)).toEqual(['ok', 'ok']);
    expect(register).toHaveBeenCalledTimes(2);
    expect((await shipments(ids)).map((row) => row.status)).toEqual(['registered', 'registered']);
  });
});
