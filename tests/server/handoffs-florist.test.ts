// POST …/transport/florist/register (issue 11): the order to a colleague florist as one real mail, the order's
// treatment, transport and folder, the florist remembered for the town, once per order and per Idempotency-Key,
// refused input storing nothing, and a mail that could not be sent tried again later.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { colleagueFloristDefaults, type ColleagueFloristValues } from '../../src/shared/domain/florist-form.ts';
import { floristHandOver } from '../../src/shared/domain/florist-transport.ts';
import { formatLongDate } from '../../src/shared/domain/format.ts';
import { handoffMessages } from '../../src/shared/domain/handoffs.ts';
import type { ServerMessage } from '../../src/shared/protocol/socket.ts';
import type { HandoffResult } from '../../src/shared/schema/handoffs.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { floristHandoffChange, HANDOFF_PATHS, handoffApi, readEml } from '../helpers/handoff-api.ts';
import { useAppWithSmtp } from '../helpers/mail-helpers.ts';
import { bearer, databaseKinds, useTestApp, type TestApp } from '../helpers/test-app.ts';

const TOWN = { street: 'Oudestraat', streetNumber: '101', zipcode: '8261 CK', city: 'Kampen', countryCode: 'NL' };
const FLORIST_ADDRESS = { street: 'Broederweg', streetNumber: '5', zipcode: '8261 GS', city: 'Kampen', countryCode: 'NL' };

// Our own florists for Kampen in place of the demo ones, so that every price, window and count below is known.
const florist = (id: number, name: string, contact: string, email: string, price: number, window: [string, string], active = true) =>
  ({ id, name, contact, email, price, window, active });
const FLORISTS = [
  florist(90_101, 'Bloemenhuis De Kamper Ui', 'Henk Jansen', 'bestellingen@kamperui.example', 6.95, ['08:00', '17:00']),
  florist(90_102, 'Fleur aan de IJssel', '', 'info@fleuraandeijssel.example', 8.5, ['09:00', '18:00']),
  florist(90_103, 'Oude Bloemenwinkel', 'Piet Kok', 'piet@oudebloemen.example', 4.95, ['08:00', '12:00'], false),
  florist(90_104, 'Bloemen zonder Mail', 'Els de Wit', 'els bij de bloemen', 7.5, ['10:00', '16:00']),
  florist(90_105, 'Weigerachtig Bloemwerk', 'Joop Smit', 'weigert@bloemwerk.example', 9.95, ['08:00', '17:00']),
];

const RIBBON = { id: 20012781, title: 'Rouwlint', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' };
const CARD = 'Lieve Ria, van harte gefeliciteerd met je verjaardag en heel veel liefs van ons allemaal!';

async function addFlorists(t: TestApp) {
  const db = t.database.pool;
  await db.query(`DELETE FROM florist_delivery_cities WHERE lower(city) = 'kampen'`);
  for (const florist of FLORISTS) {
    await db.query(
      `INSERT INTO florists (id, name, contact_person_name, email_address, phone_number, account_number, address, delivery_count, active)
       VALUES ($1, $2, $3, $4, '038-3312345', 'NL91ABNA0417164300', $5, 12, $6)`,
      [florist.id, florist.name, florist.contact, florist.email, FLORIST_ADDRESS, florist.active],
    );
    await db.query('INSERT INTO florist_delivery_cities VALUES ($1, $2, $3, $4, $5)', [florist.id, 'Kampen', florist.price, ...florist.window]);
  }
}

/** The form as the send screen fills it from the order, with two lines, a card and the recipient's phone. */
function valuesFor(order: Order, floristId: number | null): ColleagueFloristValues {
  const defaults = colleagueFloristDefaults(order, floristId);
  return {
    ...defaults,
    orderItems: [
      { title: 'Boeket rode rozen', quantity: 2, price: '12,50' },
      { title: 'Glazen vaas', quantity: 1, price: '7.95' },
    ],
    recipient: { ...defaults.recipient, name: 'Ria Bakker', companyName: '', phoneNumber: '038-3311234' },
    card: { kind: 'card', text: CARD, left: '', right: '' },
    description: 'Graag met groen erbij',
    comment: '',
  };
}

const register = (order: Order, values: ColleagueFloristValues) => ({ orderId: order.id, transporter: 'florist', values });

describe.each(databaseKinds)('handing an order to a colleague florist on %s', (kind) => {
  const t = useTestApp(kind);
  const api = handoffApi(() => t);
  const sendToFlorist = (order: Order, values: ColleagueFloristValues, key?: string | null) =>
    api.handOff(HANDOFF_PATHS.florist, register(order, values), key);
  const floristMails = async (orderId: number) => (await api.mailJobs(orderId)).filter((job) => job.mail_type === 'ColleagueFlorist');
  const deliveryCount = async (floristId: number) =>
    (await api.sql<{ delivery_count: number }>('SELECT delivery_count FROM florists WHERE id = $1', [floristId]))[0].delivery_count;
  const listed = async (folder: string, order: Order) => {
    const response = await t.app.inject({
      url: `/gateway/api/workbench/order?tags[]=${folder}&q=${order.orderNumber}`, headers: bearer(t.staff),
    });
    return (response.json().data as { id: number }[]).some((item) => item.id === order.id);
  };

  beforeAll(() => addFlorists(t));

  it('mails the order to the florist once, with its lines, card and delivery data', async () => {
    const order = await api.freshOrder(TOWN);
    const response = await sendToFlorist(order, valuesFor(order, 90_101));
    expect(response.statusCode, response.body).toBe(200);

    const [job, ...others] = await floristMails(order.id);
    expect(others).toEqual([]);
    expect(job).toMatchObject({ recipient: 'bestellingen@kamperui.example', status: 'outbox' });
    const mail = await api.outboxMail(job.id);
    const orderNumber = order.orderNumber.replace(/^BLB/, '');
    const longDate = formatLongDate(order.deliveryDate);
    expect(mail.to).toBe('bestellingen@kamperui.example');
    expect(mail.subject).toBe(`Bestelling ${orderNumber} voor Bloemenhuis De Kamper Ui – bezorgen op ${longDate}`);
    expect(mail.text).toBe(job.body_text);
    expect(mail.text.split('\n\n')).toEqual([
      'Beste Henk Jansen,',
      `Namens Werkplaats vragen wij u de onderstaande bestelling te maken en op ${longDate} te bezorgen. `
        + 'Wilt u deze e-mail beantwoorden om de bestelling te bevestigen? Noem daarbij de referentie.',
      `Referentie: BLB-${order.id}-F90101\nOrdernummer: ${orderNumber}\nBezorgen op: ${longDate}\n`
        + 'Uw bezorgtarief voor Kampen: € 6,95, bezorging tussen 08:00 en 17:00 uur.',
      'Bezorgadres:\n  Ria Bakker\n  Oudestraat 101\n  8261 CK Kampen\n  Telefoon: 038-3311234',
      'Bestelling:\n  2 x Boeket rode rozen à € 12,50 = € 25,00\n  1 x Glazen vaas à € 7,95 = € 7,95\nTotaal: € 32,95',
      'Kaarttekst:\n  Lieve Ria, van harte gefeliciteerd met je\n  verjaardag en heel veel liefs van ons allemaal!',
      'Omschrijving:\n  Graag met groen erbij',
      'Opmerking:\n  Geen opmerking',
      'Met vriendelijke groet,',
      'Werkplaats\n',
    ]);
  });

  it("carries a mourning order's ribbon, both lines, from the untouched form into the mail and the order's transport", async () => {
    const order = await api.freshOrder(TOWN);
    await api.sql('UPDATE orders SET card = $2 WHERE id = $1', [order.id, JSON.stringify(RIBBON)]);
    const values = colleagueFloristDefaults(await api.order(order.id), 90_101);
    const response = await sendToFlorist(order, values);
    expect(response.statusCode, response.body).toBe(200);

    const [job] = await floristMails(order.id);
    const mail = await api.outboxMail(job.id);
    expect(mail.text).toContain('Lint:\n  Lint links: In dierbare herinnering\n  Lint rechts: Familie van den Broek\n\n');
    expect(mail.text).not.toContain('Er zit geen kaartje bij de bestelling.');
    expect((response.json() as HandoffResult).order.transport.florist).toMatchObject({
      data: { card: { kind: 'ribbon', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' } },
    });
  });

  it('says in the mail that there is no card when the order has none', async () => {
    const order = await api.freshOrder(TOWN);
    const values = { ...valuesFor(order, 90_101), card: { kind: 'card' as const, text: ' ', left: '', right: '' } };
    expect((await sendToFlorist(order, values)).statusCode).toBe(200);
    const [job] = await floristMails(order.id);
    expect((await api.outboxMail(job.id)).text).toContain('\n\nEr zit geen kaartje bij de bestelling.\n\n');
  });

  it("makes the order 'Collega bloemist' with the florist's order on it, out of the new orders, announced", async () => {
    const order = await api.freshOrder(TOWN);
    const heard: ServerMessage[] = [];
    const unsubscribe = t.app.realtime.subscribe((message) => heard.push(message));
    expect(await listed('unprocessed', order)).toBe(true);
    const countBefore = await deliveryCount(90_102);

    const response = await sendToFlorist(order, valuesFor(order, 90_102));
    expect(response.statusCode, response.body).toBe(200);
    const result: HandoffResult = response.json();
    const reference = `BLB-${order.id}-F90102`;
    expect(result.handoff).toEqual({
      id: expect.any(Number), orderId: order.id, target: 'florist', method: 'mail', floristId: 90_102, reference, createdBy: 'medewerker',
      createdAt: expect.any(Number),
    });
    expect(result.order).toMatchObject({
      id: order.id, treatment: 'Collega bloemist', activeTransporter: 'florist', version: order.version + 1,
    });
    expect(result.order.transport.florist).toEqual({
      id: 90_102,
      data: {
        orderItems: [
          { productId: 0, title: 'Boeket rode rozen', quantity: 2, pricePerProduct: 12.5, price: 25 },
          { productId: 0, title: 'Glazen vaas', quantity: 1, pricePerProduct: 7.95, price: 7.95 },
        ],
        deliveryDate: order.deliveryDate,
        recipient: {
          name: 'Ria Bakker', companyName: '', street: 'Oudestraat', streetNumber: '101', zipcode: '8261 CK', city: 'Kampen',
          countryCode: 'NL', phoneNumber: '038-3311234',
        },
        card: { kind: 'card', text: CARD, left: '', right: '' },
        description: 'Graag met groen erbij',
        comment: '',
      },
      isRegistered: true,
      code: reference,
    });
    expect(floristHandOver(result.order), "what 'view as florist' shows").toEqual({
      floristId: 90_102, orderItems: (result.order.transport.florist as { data: { orderItems: unknown } }).data.orderItems,
      card: { kind: 'card', text: CARD, left: '', right: '' },
    });
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Collega bloemist', version: order.version + 1 });
    expect(await deliveryCount(90_102)).toBe(countBefore + 1);
    expect(await listed('unprocessed', order)).toBe(false);
    expect(await listed('processed', order)).toBe(true);
    // One change with what the hand-off rewrote, so no workstation with the order open fetches it again.
    await vi.waitFor(() => expect(heard.some((message) => message.type === 'change')).toBe(true));
    unsubscribe();
    expect(heard.filter((message) => message.type === 'change' && message.change.orderId === order.id)).toEqual([{
      type: 'change',
      change: floristHandoffChange(order, result),
    }]);
  });

  it("refuses a colleague's treatment edit made on the order as it was before the hand-off", async () => {
    const order = await api.freshOrder(TOWN);
    expect((await sendToFlorist(order, valuesFor(order, 90_101))).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/gateway/api/workbench/order/${order.id}`,
      payload: { version: order.version, treatment: 'Geprint' },
      headers: bearer(t.staff),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().blocks).toEqual(['treatment']);
    expect((await api.order(order.id)).treatment).toBe('Collega bloemist');
  });

  it('offers the florist chosen last for the town first next time', async () => {
    await api.sql('DELETE FROM florist_city_choices');
    const first = await api.freshOrder(TOWN);
    const next = await api.freshOrder({ ...TOWN, city: ' kampen' });
    const offered = async () =>
      (await t.app.inject({ url: `/gateway/api/workbench/order/${next.id}/florist`, headers: bearer(t.staff) })).json() as
        { id: number; remembered: boolean }[];
    expect((await offered())[0]).toMatchObject({ id: 90_101, remembered: false });

    expect((await sendToFlorist(first, valuesFor(first, 90_102))).statusCode).toBe(200);
    expect((await offered()).map(({ id, remembered }) => ({ id, remembered }))).toEqual([
      { id: 90_102, remembered: true },
      { id: 90_101, remembered: false },
      { id: 90_104, remembered: false },
      { id: 90_105, remembered: false },
    ]);
  });

  it('answers the same Idempotency-Key again with the same hand-off, without a second mail', async () => {
    const order = await api.freshOrder(TOWN);
    const key = randomUUID();
    const first = await sendToFlorist(order, valuesFor(order, 90_101), key);
    const again = await sendToFlorist(order, valuesFor(order, 90_101), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().handoff).toEqual(first.json().handoff);
    expect(again.json().order.version).toBe(first.json().order.version);
    expect(await floristMails(order.id)).toHaveLength(1);

    const otherOrder = await api.freshOrder(TOWN);
    const reused = await sendToFlorist(otherOrder, valuesFor(otherOrder, 90_101), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: handoffMessages.keyReused, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await api.handoffsOf(otherOrder.id)).toEqual([]);
  });

  it.each([
    ['with one Idempotency-Key (a double click, a retry)', 'same'],
    ['without a key (two workstations)', 'none'],
  ])('sends one mail for 10 concurrent requests %s', async (_, keys) => {
    const order = await api.freshOrder(TOWN);
    const key = keys === 'same' ? randomUUID() : null;
    const responses = await Promise.all(Array.from({ length: 10 }, () => sendToFlorist(order, valuesFor(order, 90_101), key)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409), statuses.join()).toBe(true);
    expect(statuses).toContain(200);
    if (keys === 'none') expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect([handoffMessages.inProgress, handoffMessages.alreadyHandedOff(order.id, 'florist')]).toContain(refused.json().message);
    }
    expect(await floristMails(order.id)).toHaveLength(1);
    expect(await api.handoffsOf(order.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
  });

  it('refuses an order handed off already, also one handed off before hand-offs were recorded', async () => {
    const order = await api.freshOrder(TOWN);
    expect((await sendToFlorist(order, valuesFor(order, 90_101))).statusCode).toBe(200);
    const twice = await sendToFlorist(order, valuesFor(order, 90_102));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(`Order ${order.id} is al naar collega bloemist verstuurd`);
    const toRelay = await api.handOff(HANDOFF_PATHS.mark, { orderId: order.id });
    expect(toRelay.statusCode).toBe(409);
    expect(toRelay.json().message).toBe(`Order ${order.id} is al naar collega bloemist verstuurd`);

    const [demo] = await api.sql<{ id: number }>(`SELECT id FROM orders WHERE treatment = 'Euroflorist' AND deleted_at IS NULL LIMIT 1`);
    const demoOrder = await api.order(demo.id);
    const refused = await sendToFlorist(demoOrder, valuesFor(demoOrder, 90_101));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Order ${demo.id} is al naar EuroFlorist verstuurd`);
    expect(await floristMails(order.id)).toHaveLength(1);
    expect(await floristMails(demo.id)).toEqual([]);
  });

  it.each([
    ['no florist chosen', (values: ColleagueFloristValues) => ({ ...values, floristId: null }), 'floristId', 'Dit veld is vereist'],
    [
      'a Dutch postcode that is none',
      (values: ColleagueFloristValues) => ({ ...values, recipient: { ...values.recipient, zipcode: '0261 CK' } }),
      'recipient.zipcode', 'Dit is geen geldig nederlands postcode',
    ],
    [
      'a price that is no number',
      (values: ColleagueFloristValues) => ({ ...values, orderItems: [{ ...values.orderItems[0], price: '12,5o' }] }),
      'orderItems.0.price', 'Geen getal',
    ],
    [
      'a quantity below 0',
      (values: ColleagueFloristValues) => ({ ...values, orderItems: [values.orderItems[0], { ...values.orderItems[1], quantity: -1 }] }),
      'orderItems.1.quantity', 'Waarde is te klein (min. 0)',
    ],
    [
      'a ribbon line over 60 characters',
      (values: ColleagueFloristValues) => ({ ...values, card: { kind: 'ribbon' as const, text: '', left: 'x'.repeat(61), right: 'Familie' } }),
      'card.left', 'Dit veld is te lang (max 60 karakters)',
    ],
  ])('refuses %s with 400 on that field, storing and mailing nothing', async (_, change, field, message) => {
    const order = await api.freshOrder(TOWN);
    const response = await sendToFlorist(order, change(valuesFor(order, 90_101)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: handoffMessages.validationErrors, code: 'VALIDATION' });
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await api.handoffsOf(order.id)).toEqual([]);
    expect(await floristMails(order.id)).toEqual([]);
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Nieuw', version: order.version });
  });

  it.each([
    [999_999, 404, 'Bloemist 999999 is niet gevonden'],
    [90_103, 409, 'Oude Bloemenwinkel neemt geen orders meer aan'],
    [90_104, 422, 'Van Bloemen zonder Mail is geen geldig e-mailadres bekend'],
  ])('refuses florist %i with %i and stores nothing', async (floristId, status, message) => {
    const order = await api.freshOrder(TOWN);
    const response = await sendToFlorist(order, valuesFor(order, floristId));
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await api.handoffsOf(order.id)).toEqual([]);
    expect(await floristMails(order.id)).toEqual([]);
  });

  it('answers 404 for an unknown order and 401 without a token', async () => {
    const order = await api.freshOrder(TOWN);
    const unknown = await sendToFlorist({ ...order, id: 999_999_999 }, valuesFor(order, 90_101));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Order 999999999 is niet gevonden', code: 'NOT_FOUND' });

    const anonymous = await t.app.inject({
      method: 'POST', url: `/gateway/api${HANDOFF_PATHS.florist}`, payload: register(order, valuesFor(order, 90_101)),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await api.handoffsOf(order.id)).toEqual([]);
  });

  it('finishes a claim whose request died after its mail left, without mailing again; a live claim is 409', async () => {
    const order = await api.freshOrder(TOWN);
    const values = valuesFor(order, 90_101);
    const [{ id: jobId }] = await api.sql<{ id: number }>(
      `INSERT INTO mail_jobs (order_id, mail_type, recipient, subject, body_text, status, sent_at)
       VALUES ($1, 'ColleagueFlorist', 'bestellingen@kamperui.example', 'Bestelling', 'De bestelling', 'outbox', now()) RETURNING id`,
      [order.id],
    );
    const transport = { id: 90_101, data: { orderItems: [] }, isRegistered: true, code: `BLB-${order.id}-F90101` };
    const [{ id: claimId }] = await api.sql<{ id: number }>(
      `INSERT INTO handoffs (order_id, target, method, florist_id, reference, request, mail_job_id, created_by, claimed_at)
       VALUES ($1, 'florist', 'mail', 90101, $2, $3, $4, 'medewerker', now()) RETURNING id`,
      [order.id, `BLB-${order.id}-F90101`, { values, transport }, jobId],
    );

    const live = await sendToFlorist(order, valuesFor(order, 90_102));
    expect(live.statusCode).toBe(409);
    expect(live.json().message).toBe(handoffMessages.inProgress);

    await api.sql(`UPDATE handoffs SET claimed_at = now() - interval '1 hour' WHERE id = $1`, [claimId]);
    const retaken = await sendToFlorist(order, valuesFor(order, 90_102));
    expect(retaken.statusCode, retaken.body).toBe(200);
    expect(retaken.json().handoff).toMatchObject({ id: claimId, floristId: 90_101, reference: `BLB-${order.id}-F90101` });
    expect(retaken.json().order.transport.florist).toEqual(transport);
    expect((await floristMails(order.id)).map((job) => job.id)).toEqual([jobId]);
  });
});

describe.each(databaseKinds)('a colleague florist whose mail server refuses on %s', (kind) => {
  const session = useAppWithSmtp(kind);
  const api = handoffApi(() => session.t);
  beforeAll(() => addFlorists(session.t));

  it('answers 502, keeps the order as it was and fails the claim; a retry later sends the mail once', async () => {
    const order = await api.freshOrder(TOWN);
    const failed = await api.handOff(HANDOFF_PATHS.florist, register(order, valuesFor(order, 90_105)));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: handoffMessages.floristMailFailed, code: 'MAIL_FAILED' });
    expect(await api.handoffsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Nieuw', version: order.version, activeTransporter: null });

    await api.sql(`UPDATE florists SET email_address = 'bestel@bloemwerk.example' WHERE id = 90105`);
    const retried = await api.handOff(HANDOFF_PATHS.florist, register(order, valuesFor(order, 90_105)));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().order.treatment).toBe('Collega bloemist');
    expect(await api.handoffsOf(order.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
    const delivered = session.smtp.received.filter((mail) => mail.to.includes('bestel@bloemwerk.example'));
    expect(delivered).toHaveLength(1);
    expect(readEml(delivered[0].message).subject).toMatch(/^Bestelling \d+ voor Weigerachtig Bloemwerk – bezorgen op /);
  });
});
