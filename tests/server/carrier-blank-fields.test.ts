// Issue 21: an empty optional field is not an invalid one. An order whose recipient has no e-mail, phone or company
// registers with every carrier on the send screen's own defaults (Reviva refused them: 'E-mail ontvanger' empty
// read as an invalid e-mail address), and the server leaves a blank field out before the schema checks it.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { checkCarrierValues } from '../../src/server/carriers/values.ts';
import { sandbox as revivaSandbox } from '../../src/server/carriers/reviva/index.ts';
import { CARRIERS } from '../../src/shared/domain/constants.ts';
import type { RegisterResult } from '../../src/shared/schema/carriers.ts';
import { carrierApi } from '../helpers/carriers.ts';
import { bearer, databaseKinds, useTestApp } from '../helpers/test-app.ts';

/** A weekday a few days ahead: past every carrier's cut-off for today, on a day they all deliver. */
function plainDayAhead(): string {
  let day = DateTime.now().setZone('Europe/Amsterdam').startOf('day').plus({ days: 3 });
  while (day.weekday === 7) day = day.plus({ days: 1 });
  return day.toISODate()!;
}

describe('the server checks of the carriers schemas', () => {
  it("take a blank field as not given: an optional one is fine, a required one is missing", () => {
    const reviva = revivaSandbox({ now: () => new Date('2026-12-24T08:00:00Z') });
    const values = {
      orderId: 0, name: 'Sanne Bakker', companyName: ' ', street: 'Lange Nieuwstraat', houseNumber: '3', zipcode: '3512 PA', city: 'Utrecht',
      countryCode: 'NL', phone: '', email: '', deliveryDate: '2026-12-24', coli: 1, remark: '',
    };
    expect(checkCarrierValues(reviva, values)).toEqual({
      orderId: 0, name: 'Sanne Bakker', street: 'Lange Nieuwstraat', houseNumber: '3', zipcode: '3512 PA', city: 'Utrecht', countryCode: 'NL',
      deliveryDate: '2026-12-24', coli: 1,
    });
    expect(() => checkCarrierValues(reviva, { ...values, name: '  ', email: 'geen-adres' })).toThrow(
      expect.objectContaining({
        errors: [{ field: 'name', message: 'Dit veld is verplicht.' }, { field: 'email', message: 'Voer een geldig e-mailadres in.' }],
      }),
    );
  });
});

describe.each(databaseKinds)('an order without recipient e-mail, phone or company on %s', (kind) => {
  const t = useTestApp(kind);
  const api = carrierApi(t);

  it.each(CARRIERS)("registers with %s on its send screen's own defaults", async (carrier) => {
    const id = await api.freshOrder();
    // Amsterdam Zuid is on own delivery's routes; a mourning piece gives Dynalogic its kind of order (BOEKROUW).
    await api.sql(
      `UPDATE orders SET delivery_date = $2, is_mourning = true, recipient_postcode = '1077XX',
              recipient = jsonb_set(jsonb_set(recipient || '{"emailAddress": "", "phoneNumber": "", "companyName": "", "company": false}',
                '{address,zipcode}', '"1077 XX"'), '{address,countryCode}', '"NL"')
        WHERE id = $1`,
      [id, plainDayAhead()],
    );
    const config = await t.app.inject({ method: 'GET', url: `/gateway/api/workbench/transport/${carrier}/config?orderId=${id}`, headers: bearer(t.staff) });
    expect(config.statusCode, config.body).toBe(200);
    const { defaults } = config.json() as { defaults: Record<string, unknown> };
    expect(Object.values(defaults)).not.toContain(null);

    const response = await api.register(carrier, { orderId: id, values: defaults });
    expect(response.statusCode, response.body).toBe(200);
    const result: RegisterResult = response.json();
    expect(result.order?.activeTransporter).toBe(carrier);
    expect(result.shipment.parcels.length).toBeGreaterThan(0);
  });
});
