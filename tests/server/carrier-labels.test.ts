// Carrier labels after registration: printed through the order's print call (type = the carrier), served as PDF for
// the popup page, queued per shipment (also a standalone parcel's), and the shipment and its order's list.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { shipmentMessages } from '../../src/server/carriers/labels.ts';
import type { RegisterResult, Shipment } from '../../src/shared/schema/carriers.ts';
import type { PrintJob } from '../../src/shared/schema/print.ts';
import { carrierApi, orderValues, parcelValues } from '../helpers/carriers.ts';
import { pageOneBarcodes, pdfInfo } from '../helpers/pdf-tools.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

describe.each(databaseKinds)('carrier labels on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);
  const get = (url: string) => t.app.inject({ method: 'GET', url: `/gateway/api${url}`, headers: bearer(t.staff) });
  const post = (url: string, payload: object, key = randomUUID()) =>
    t.app.inject({ method: 'POST', url: `/gateway/api${url}`, payload, headers: { ...bearer(t.staff), 'idempotency-key': key } });

  /** An order registered with the carrier (its label queued once already); again, replacing its first, when given. */
  const registered = async (carrier: 'postnl' | 'trunkrs', orderId?: number): Promise<RegisterResult> => {
    api.sandbox(carrier);
    const again = orderId ? { again: { replaces: 1 } } : {};
    const response = await api.register(carrier, { orderId: orderId ?? (await api.freshOrder()), values: orderValues, ...again });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("prints an order's carrier label through the order's print call: its newest shipment, or the one named", async () => {
    const first = await registered('postnl');
    const orderId = first.order!.id;
    const second = await registered('postnl', orderId);

    const newest = await post(`/workbench/order/${orderId}/print`, { type: 'postnl', printer: 'ams-labels' });
    expect(newest.statusCode, newest.body).toBe(200);
    const job: PrintJob = newest.json();
    expect(job).toMatchObject({ orderId, shipmentId: second.shipment.id, type: 'postnl', printerName: expect.any(String) });
    expect(await pageOneBarcodes(await api.spooled('ams-labels', job.id))).toContain(second.shipment.parcels[0].barcode);

    const named = await post(`/workbench/order/${orderId}/print`, { type: 'postnl', printer: 'ams-labels', shipmentId: first.shipment.id });
    expect(named.json()).toMatchObject({ shipmentId: first.shipment.id });
    expect(await pageOneBarcodes(await api.spooled('ams-labels', named.json().id))).toContain(first.shipment.parcels[0].barcode);
  });

  it("refuses a shipment of another order or carrier, and a carrier the order was not registered with, with 400", async () => {
    const other = await registered('postnl');
    const mine = await registered('trunkrs');
    const orderId = mine.order!.id;
    const cases: [object, string, string][] = [
      [{ type: 'trunkrs', printer: 'ams-labels', shipmentId: other.shipment.id }, 'shipmentId', shipmentMessages.notOfOrder],
      [{ type: 'postnl', printer: 'ams-labels', shipmentId: mine.shipment.id }, 'shipmentId', shipmentMessages.notOfOrder],
      [{ type: 'postnl', printer: 'ams-labels' }, 'type', shipmentMessages.notRegistered('PostNL')],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(`/workbench/order/${orderId}/print`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    }
  });

  it('records a label printed from the browser (_popup) in the ledger without queueing it', async () => {
    const { order, shipment } = await registered('trunkrs');
    const response = await post(`/workbench/order/${order!.id}/print`, { type: 'trunkrs', printer: '_popup', shipmentId: shipment.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ shipmentId: shipment.id, printerId: '_popup', status: 'done' });
  });

  it('serves the label PDF for the popup page, 10×15 with the barcode; 404 for a shipment that does not exist', async () => {
    const { shipment } = await registered('trunkrs');
    const response = await get(`/workbench/shipment/${shipment.id}/label`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(await pdfInfo(pdf)).toMatchObject({ widthMm: 100, heightMm: 150 });
    expect(await pageOneBarcodes(pdf)).toContain(shipment.parcels[0].barcode);

    expect((await get('/workbench/shipment/999999999/label')).statusCode).toBe(404);
  });

  it("queues a standalone parcel's label again by its shipment, once per Idempotency-Key", async () => {
    api.sandbox('reviva');
    const parcel: RegisterResult = (await api.register('reviva', { orderId: 0, values: parcelValues })).json();
    const key = randomUUID();
    const [one, two] = await Promise.all([1, 2].map(() => post(`/workbench/shipment/${parcel.shipment.id}/print`, { printer: 'ams-labels' }, key)));
    expect(one.statusCode, one.body).toBe(200);
    expect(two.json().id).toBe(one.json().id);
    expect(one.json()).toMatchObject({ orderId: null, shipmentId: parcel.shipment.id, type: 'reviva' });
    expect(await pageOneBarcodes(await api.spooled('ams-labels', one.json().id))).toContain(parcel.shipment.parcels[0].barcode);

    const unknownPrinter = await post(`/workbench/shipment/${parcel.shipment.id}/print`, { printer: 'bestaat-niet' });
    expect(unknownPrinter.statusCode).toBe(400);
    expect((await post('/workbench/shipment/999999999/print', { printer: 'ams-labels' })).statusCode).toBe(404);
  });

  it('answers a shipment and the shipments of an order', async () => {
    const first = await registered('trunkrs');
    const orderId = first.order!.id;
    const second = await registered('postnl', orderId);

    const shipment = await get(`/workbench/shipment/${first.shipment.id}`);
    expect(shipment.json()).toEqual({ ...first.shipment });
    const list: Shipment[] = (await get(`/workbench/order/${orderId}/shipments`)).json();
    expect(list.map((each) => each.id)).toEqual([second.shipment.id, first.shipment.id]);
    expect((await get('/workbench/order/999999999/shipments')).statusCode).toBe(404);
    expect((await get('/workbench/shipment/999999999')).statusCode).toBe(404);
  });
});
