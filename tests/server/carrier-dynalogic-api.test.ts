// Dynalogic and ZorgeloosBezorgd through the real transport calls (spec §7, §8): config, register and label with
// their sandboxes; the schema's Dutch words and the carrier's own field errors reach the client, nothing is stored.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BARCODE_PATTERNS } from '../../src/server/carriers/barcodes.ts';
import type { RegisterResult } from '../../src/shared/schema/carriers.ts';
import { carrierApi } from '../helpers/carriers.ts';
import { pageOneBarcodes } from '../helpers/pdf-tools.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

const dayAfter = (isoDate: string) => DateTime.fromISO(isoDate).plus({ days: 1 }).toISODate()!;

describe.each(databaseKinds)('Dynalogic and ZorgeloosBezorgd through the API on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);
  const config = async (carrier: string, orderId: number, deliveryDate?: string) => {
    const query = deliveryDate ? `&deliveryDate=${deliveryDate}` : '';
    const response = await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/transport/${carrier}/config?orderId=${orderId}${query}`, headers: bearer(t.staff) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { defaults: Record<string, unknown>; options: { timeframes: { options: { value: string }[]; selected: string | null } } };
  };
  const transporterOf = async (orderId: number) =>
    (await api.sql<{ active_transporter: string | null }>('SELECT active_transporter FROM orders WHERE id = $1', [orderId]))[0].active_transporter;

  it.each(['dynalogic', 'zorgeloosbezorgd'] as const)('registers %s on a day after the earliest with its first slot, and prints its label', async (carrier) => {
    const id = await api.freshOrder();
    const { defaults } = await config(carrier, id);
    const day = dayAfter(String(defaults.preferredDeliveryDate));
    const { options } = await config(carrier, id, day);
    expect(options.timeframes.options).toHaveLength(3);
    const values = { ...defaults, orderKind: carrier === 'dynalogic' ? 'BOEKDAG' : undefined, preferredDeliveryDate: day, preferredDeliveryTime: options.timeframes.options[0].value };

    const response = await api.register(carrier, { orderId: id, values });
    expect(response.statusCode, response.body).toBe(200);
    const result: RegisterResult = response.json();
    const [parcel] = result.shipment.parcels;
    expect(parcel.barcode).toMatch(BARCODE_PATTERNS[carrier]);
    expect(result.order?.activeTransporter).toBe(carrier);
    expect(result.labelJob).not.toBeNull();
    expect(await pageOneBarcodes(await api.spooled(result.labelJob!.printerId, result.labelJob!.id))).toContain(parcel.barcode);
  });

  it("answers Dynalogic's form in its words (400) and stores nothing: 'geen' is no kind, coli at most 5", async () => {
    const id = await api.freshOrder();
    const { defaults } = await config('dynalogic', id);
    const response = await api.register('dynalogic', { orderId: id, values: { ...defaults, orderKind: 'geen', coli: 6 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Er zijn validatie fouten opgetreden, controleer uw invoer.',
      errors: expect.arrayContaining([{ field: 'orderKind', message: 'Dit veld is vereist' }, { field: 'coli', message: 'Dit veld is te groot (max 5)' }]),
    });
    expect(await api.sql('SELECT id FROM shipments WHERE order_id = $1', [id])).toEqual([]);
  });

  it("gives Dynalogic's refusal of a day before the earliest on the date field (422), the order untouched", async () => {
    const id = await api.freshOrder();
    const { defaults } = await config('dynalogic', id);
    const before = DateTime.fromISO(String(defaults.preferredDeliveryDate)).minus({ days: 1 }).toISODate()!;
    const response = await api.register('dynalogic', { orderId: id, values: { ...defaults, orderKind: 'BOEKDAG', preferredDeliveryDate: before, preferredDeliveryTime: '08:00-13:00' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field: 'preferredDeliveryDate', message: expect.stringMatching(/^Kies \d{2}-\d{2}-\d{4} of later$/) });
    expect(await transporterOf(id)).toBeNull();
  });
});
