// POST …/transport/euroflorist/email and /mark (issue 11; spec §2, §5, §9): the order to the flower-relay service as
// its coded mail, with the shop's sender codes, costs and total whatever the form sent; the §5 limits and required
// codes refusing and storing nothing; marking without a mail; a mail that could not be sent tried again later.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { cardContent } from '../../src/shared/domain/card-content.ts';
import { formatDate } from '../../src/shared/domain/format.ts';
import { handoffMessages } from '../../src/shared/domain/handoffs.ts';
import { relayDefaults, type RelayValues } from '../../src/shared/domain/relay-form.ts';
import type { HandoffResult } from '../../src/shared/schema/handoffs.ts';
import type { Order } from '../../src/shared/schema/order.ts';
import { HANDOFF_PATHS, handoffApi, readEml } from '../helpers/handoff-api.ts';
import { useAppWithSmtp } from '../helpers/mail-helpers.ts';
import { databaseKinds, useTestApp } from '../helpers/test-app.ts';

const ABROAD = { street: 'Friedrichstraße', streetNumber: '43', zipcode: '10117', city: 'Berlin', countryCode: 'DE' };
const EFID = /^EF\d{9}$/;
/** Ordered on 23 November 2026 at 23:30 UTC: the 24th in Amsterdam. */
const ORDERED_AT = '2026-11-23T23:30:00Z';
const RIBBON = { id: 20012781, title: 'Rouwlint', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' };

/** The form as a user sends it: every code, the sender and computed ones as a tampered form might send them. */
function relayForm(order: Order): Partial<RelayValues> {
  return {
    '01': '99', '02': '1234', '03': 'XXX', '04': 'Referentie: 1', '07': 'J', '08': 'A', '09': '1',
    '05': '', '06': formatDate(order.deliveryDate),
    '12': '39,95', '13': '0.00', '14': '0.00', '15': '1.00', '16': 'USD',
    '21': 'Greta Schmidt', '22': '', '23': 'Friedrichstrasse 43', '24': '', '31': '10117', '32': 'Berlin', '34': 'DE',
    '35': '+49 30 1234567', '39': '',
    '41': '1x Boeket zomerbloemen groot', '42': '', '43': '', '44': '',
    '51': 'Alles Gute zum Geburtstag,', '52': 'liebe Greta!', '53': '', '54': '', '55': '',
    '61': 'Bitte vor 12 Uhr liefern', '62': '', '63': '',
    '64': '', '65': '', '66': '',
  };
}

const email = (order: Order, values: Partial<RelayValues>) => ({ orderId: order.id, transporter: 'euroflorist', values });

describe.each(databaseKinds)('handing an order to the flower-relay service on %s', (kind) => {
  const t = useTestApp(kind);
  const api = handoffApi(() => t);
  const sendToRelay = (order: Order, values: Partial<RelayValues>, key?: string | null) =>
    api.handOff(HANDOFF_PATHS.relay, email(order, values), key);
  const relayMails = async (orderId: number) => (await api.mailJobs(orderId)).filter((job) => job.mail_type === 'FlowerRelay');

  /** A fresh order abroad, ordered at ORDERED_AT. */
  const orderAbroad = async () => {
    const { id } = await api.freshOrder(ABROAD);
    await api.sql('UPDATE orders SET order_date = $2 WHERE id = $1', [id, ORDERED_AT]);
    return api.order(id);
  };

  it('mails the order in the coded format: sender codes, costs, EUR and total = flowers + 1.35 + 4.40, the reference', async () => {
    const order = await orderAbroad();
    const response = await sendToRelay(order, relayForm(order));
    expect(response.statusCode, response.body).toBe(200);

    const [job, ...others] = await relayMails(order.id);
    expect(others).toEqual([]);
    expect(job).toMatchObject({ recipient: 'orders@euroflorist.example', status: 'outbox' });
    const mail = await api.outboxMail(job.id);
    expect(mail.to).toBe('orders@euroflorist.example');
    expect(mail.subject).toBe(`EF order ${order.orderNumber} Referentie: ${order.id}`);
    // The mail's text is the coded message as recorded; the file ends its last line.
    expect(mail.text.trimEnd()).toBe(job.body_text);
    expect(job.body_text.split('\n')).toEqual([
      '01 01',
      '02 2972',
      '03 TFH',
      `04 Referentie: ${order.id}`,
      '05 24-11-2026',
      `06 ${formatDate(order.deliveryDate)}`,
      '07 N',
      '08 B',
      '09 9',
      '12 39.95',
      '13 1.35',
      '14 4.40',
      '15 45.70',
      '16 EUR',
      '21 Greta Schmidt',
      '23 Friedrichstrasse 43',
      '31 10117',
      '32 Berlin',
      '34 DE',
      '35 +49 30 1234567',
      '41 1x Boeket zomerbloemen groot',
      '51 Alles Gute zum Geburtstag,',
      '52 liebe Greta!',
      '61 Bitte vor 12 Uhr liefern',
    ]);
  });

  it("makes the order 'Euroflorist' with the relay's order id on it", async () => {
    const order = await api.freshOrder(ABROAD);
    const result: HandoffResult = (await sendToRelay(order, relayForm(order))).json();
    expect(result.handoff).toMatchObject({ orderId: order.id, target: 'euroflorist', method: 'mail', floristId: null, createdBy: 'medewerker' });
    expect(result.handoff.reference).toMatch(EFID);
    expect(result.order).toMatchObject({ treatment: 'Euroflorist', activeTransporter: 'euroflorist', version: order.version + 1 });
    expect(result.order.transport.euroflorist).toEqual({
      efid: result.handoff.reference, isRegistered: true, status: 'MAILED', code: result.handoff.reference,
      card: cardContent(order.card),
    });
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Euroflorist', version: order.version + 1 });

    const again = await sendToRelay(order, relayForm(order));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${order.id} is al naar EuroFlorist verstuurd`);
    expect(await relayMails(order.id)).toHaveLength(1);
  });

  it("carries a mourning order's ribbon on 51 and 52 from the form as filled from the order, and the day ordered on 05", async () => {
    const order = await orderAbroad();
    await api.sql('UPDATE orders SET card = $2 WHERE id = $1', [order.id, JSON.stringify(RIBBON)]);
    const response = await sendToRelay(order, relayDefaults(await api.order(order.id)));
    expect(response.statusCode, response.body).toBe(200);
    const [job] = await relayMails(order.id);
    // Line by line: whether a comment (61) follows the ribbon depends on the seeded order.
    const lines = job.body_text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['51 Lint links: In dierbare herinnering', '52 Lint rechts: Familie van den Broek']));
    expect(lines).toEqual(expect.arrayContaining(['05 24-11-2026', `06 ${formatDate(order.deliveryDate)}`]));
    expect((response.json() as HandoffResult).order.transport.euroflorist).toMatchObject({
      status: 'MAILED', card: { kind: 'ribbon', left: 'In dierbare herinnering', right: 'Familie van den Broek' },
    });
  });

  it("marks an order as handled by the relay without a mail, keeping what goes on its ribbon: 'Euroflorist', status MARKED", async () => {
    const order = await api.freshOrder(ABROAD);
    await api.sql('UPDATE orders SET card = $2 WHERE id = $1', [order.id, JSON.stringify(RIBBON)]);
    const response = await api.handOff(HANDOFF_PATHS.mark, { orderId: order.id });
    expect(response.statusCode, response.body).toBe(200);
    const result: HandoffResult = response.json();
    expect(result.handoff).toMatchObject({ target: 'euroflorist', method: 'mark', floristId: null });
    expect(result.order).toMatchObject({ treatment: 'Euroflorist', activeTransporter: 'euroflorist' });
    expect(result.order.transport.euroflorist).toEqual({
      efid: result.handoff.reference, isRegistered: true, status: 'MARKED', code: result.handoff.reference,
      card: { kind: 'ribbon', text: '', left: 'In dierbare herinnering', right: 'Familie van den Broek' },
    });
    expect(await api.mailJobs(order.id)).toEqual([]);

    const mailAfterwards = await sendToRelay(order, relayForm(order));
    expect(mailAfterwards.statusCode).toBe(409);
    expect(await api.mailJobs(order.id)).toEqual([]);
  });

  it('answers a repeated Idempotency-Key with the first answer and no second mail; another call with it is 422', async () => {
    const order = await api.freshOrder(ABROAD);
    const key = randomUUID();
    const first = await sendToRelay(order, relayForm(order), key);
    const again = await sendToRelay(order, relayForm(order), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().handoff).toEqual(first.json().handoff);
    expect(await relayMails(order.id)).toHaveLength(1);

    const mark = await api.handOff(HANDOFF_PATHS.mark, { orderId: order.id }, key);
    expect(mark.statusCode).toBe(422);
    expect(mark.json().message).toBe(handoffMessages.keyReused);
  });

  it('sends one mail for two concurrent requests without a key; the other is 409', async () => {
    const order = await api.freshOrder(ABROAD);
    const responses = await Promise.all([sendToRelay(order, relayForm(order), null), sendToRelay(order, relayForm(order), null)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await relayMails(order.id)).toHaveLength(1);
  });

  it.each([
    ['the required codes left empty', { '06': '', '12': '', '21': ' ', '23': '', '31': '', '32': '', '41': '' }, [
      ['06', 'Dit veld is vereist'], ['12', 'Dit veld is vereist'], ['21', 'Dit veld is vereist'], ['23', 'Dit veld is vereist'],
      ['31', 'Dit veld is vereist'], ['32', 'Dit veld is vereist'], ['41', 'Dit veld is vereist'],
    ]],
    ['lines of 67 characters', { '42': 'x'.repeat(67), '51': 'y'.repeat(67), '63': 'z'.repeat(67), '64': 'i'.repeat(69) }, [
      ['42', 'Dit veld is te lang (max 66 karakters)'], ['51', 'Dit veld is te lang (max 66 karakters)'],
      ['63', 'Dit veld is te lang (max 66 karakters)'], ['64', 'Dit veld is te lang (max 68 karakters)'],
    ]],
    ['a value of the flowers that is no amount, and a date that is none', { '12': 'veertig', '06': '31-02-2027' }, [
      ['06', 'Geen geldige datum (DD-MM-JJJJ)'], ['12', 'Geen getal'],
    ]],
  ])('refuses %s with 400 per code, storing and mailing nothing', async (_, change, expected) => {
    const order = await api.freshOrder(ABROAD);
    const response = await sendToRelay(order, { ...relayForm(order), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: handoffMessages.validationErrors, code: 'VALIDATION' });
    expect(response.json().errors).toEqual(expected.map(([field, message]) => ({ field, message })));
    expect(await api.handoffsOf(order.id)).toEqual([]);
    expect(await api.mailJobs(order.id)).toEqual([]);
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Nieuw', version: order.version });
  });

  it('takes lines of exactly 66 characters (image lines 68)', async () => {
    const order = await api.freshOrder(ABROAD);
    const response = await sendToRelay(order, { ...relayForm(order), '42': 'x'.repeat(66), '55': 'y'.repeat(66), '64': 'i'.repeat(68) });
    expect(response.statusCode, response.body).toBe(200);
    const text = (await relayMails(order.id))[0].body_text;
    expect(text.split('\n')).toEqual(expect.arrayContaining([`42 ${'x'.repeat(66)}`, `55 ${'y'.repeat(66)}`, `64 ${'i'.repeat(68)}`]));
  });

  it('answers 404 for an unknown order, a code the relay does not know with 400', async () => {
    const order = await api.freshOrder(ABROAD);
    const unknown = await sendToRelay({ ...order, id: 999_999_999 }, relayForm(order));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Order 999999999 is niet gevonden');
    expect((await api.handOff(HANDOFF_PATHS.mark, { orderId: 999_999_999 })).statusCode).toBe(404);

    const strange = await sendToRelay(order, { ...relayForm(order), '99': 'iets' } as Partial<RelayValues>);
    expect(strange.statusCode).toBe(400);
    expect(await api.handoffsOf(order.id)).toEqual([]);
  });

  it("mails the relay at FLOWER_RELAY_EMAIL, by default 'orders@euroflorist.example'", () => {
    expect(loadConfig({}).flowerRelayEmail).toBe('orders@euroflorist.example');
    expect(loadConfig({ FLOWER_RELAY_EMAIL: 'bestellingen@relay.example' }).flowerRelayEmail).toBe('bestellingen@relay.example');
  });
});

describe.each(databaseKinds)('the flower-relay service unreachable by mail on %s', (kind) => {
  const session = useAppWithSmtp(kind);
  const api = handoffApi(() => session.t);

  it('answers 502 and fails the claim, the order untouched; the retry with the same key sends the mail once', async () => {
    const order = await api.freshOrder(ABROAD);
    const key = randomUUID();
    session.t.config.flowerRelayEmail = 'weigert@euroflorist.example';
    const failed = await api.handOff(HANDOFF_PATHS.relay, email(order, relayForm(order)), key);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: handoffMessages.relayMailFailed, code: 'MAIL_FAILED' });
    expect(await api.handoffsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(await api.order(order.id)).toMatchObject({ treatment: 'Nieuw', version: order.version, activeTransporter: null });

    session.t.config.flowerRelayEmail = 'orders@euroflorist.example';
    const retried = await api.handOff(HANDOFF_PATHS.relay, email(order, relayForm(order)), key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().order.treatment).toBe('Euroflorist');
    expect(await api.handoffsOf(order.id)).toEqual([expect.objectContaining({ status: 'sent' })]);
    const delivered = session.smtp.received.filter((mail) => mail.to.includes('orders@euroflorist.example'));
    expect(delivered).toHaveLength(1);
    const mail = readEml(delivered[0].message);
    expect(mail.subject).toBe(`EF order ${order.orderNumber} Referentie: ${order.id}`);
    expect(mail.text).toContain('\n15 45.70\n16 EUR\n');
  });
});
