import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import keymap from '../../keymaps/default.json';
import { commands } from '../../commands/index.ts';
import carrierPrintLabel from '../../commands/carrier.printLabel.ts';
import sendDynalogic from '../../commands/carrier.send.dynalogic.ts';
import sendPostnl from '../../commands/carrier.send.postnl.ts';
import sendSuggested from '../../commands/carrier.sendSuggested.ts';
import type { CommandContext } from '../../src/client/commands/types.ts';
import { CARRIERS, type Carrier } from '../../src/shared/domain/constants.ts';
import type { Shipment } from '../../src/shared/schema/carriers.ts';
import { makeOrder } from '../client/detail/order-fixture.ts';
import { applies, fakeContext } from './fake-context.ts';

const enabled = (carriers: readonly Carrier[]) => Object.fromEntries(carriers.map((carrier) => [`carrier.${carrier}`, true]));
const openOrder = (overrides: Parameters<typeof makeOrder>[0] = {}, carriers: readonly Carrier[] = CARRIERS, extra: Partial<CommandContext> = {}) =>
  fakeContext({
    route: { tags: ['unprocessed'], id: 10000034 },
    activeOrder: makeOrder(overrides),
    flags: { 'order.open': true, ...enabled(carriers) },
    ...extra,
  });
const shipment = (id: number, carrier: Carrier, createdAt: number): Shipment => ({
  id, orderId: 10000034, carrier, parcels: [], state: 'aangemeld', stateDetail: '', labelReady: true, createdBy: 'medewerker', createdAt,
});
const registered = { postnl: { code: '3SDEVC1', isRegistered: true }, trunkrs: { code: 'TRK1' } };

beforeEach(() => {
  // Wednesday 23 December 2026, 09:00 in Amsterdam; the fixture order is for Thursday the 24th, to Deventer.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-23T09:00:00+01:00') });
});
afterEach(() => vi.useRealTimers());

describe('carrier send commands', () => {
  it('one per carrier, on S then its letter, listed and bound once', () => {
    const letters: Record<Carrier, string> = { postnl: 'p', dynalogic: 'd', zorgeloosbezorgd: 'z', redjepakketje: 'r', trunkrs: 't', reviva: 'v', regio: 'g' };
    for (const carrier of CARRIERS) {
      const id = `carrier.send.${carrier}`;
      expect(commands.some((command) => command.id === id)).toBe(true);
      expect(keymap.filter((binding) => binding.command === id).map((binding) => binding.key)).toEqual([`s ${letters[carrier]}`]);
    }
    expect(keymap.find((binding) => binding.command === 'carrier.sendSuggested')?.key).toBe('s s');
    expect(keymap.find((binding) => binding.command === 'carrier.printLabel')?.key).toBe('p l');
  });

  it('apply with an order open and the carrier switched on for the location', () => {
    expect(sendPostnl.title).toBe('Aanmelden bij PostNL');
    expect(applies(sendPostnl, openOrder())).toBe(true);
    expect(applies(sendPostnl, openOrder({}, ['dynalogic']))).toBe(false);
    expect(applies(sendPostnl, fakeContext({ activeOrder: makeOrder(), flags: enabled(CARRIERS) }))).toBe(false);
  });

  it('open the carrier\'s send screen of the open order', () => {
    const context = openOrder();
    sendPostnl.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 10000034, action: 'sendToPostnl' });
  });

  it('say in the palette when the carrier can no longer deliver on the order\'s date', () => {
    vi.setSystemTime(new Date('2026-12-23T17:00:00+01:00'));
    expect(sendPostnl.paletteTitle!(openOrder())).toBe('Aanmelden bij PostNL (bezorgt niet meer op 24-12-2026)');
    expect(sendDynalogic.paletteTitle!(openOrder())).toBe('Aanmelden bij Dynalogic');
  });
});

describe('send with the suggested carrier', () => {
  it('names the suggestion in the palette and opens its send screen', () => {
    const context = openOrder();
    expect(sendSuggested.paletteTitle!(context)).toBe('Aanmelden bij voorgestelde vervoerder (PostNL)');
    sendSuggested.run(context, undefined);
    expect(context.app.goTo).toHaveBeenCalledWith(expect.objectContaining({ action: 'sendToPostnl' }));
  });

  it('suggests own delivery inside the workstation location\'s region', () => {
    const order = makeOrder();
    const inAmsterdam = { ...order.recipient, address: { ...order.recipient.address, zipcode: '1017 AB', city: 'Amsterdam' } };
    const context = openOrder({ recipient: inAmsterdam }, CARRIERS, { location: 'Amsterdam' });
    expect(sendSuggested.paletteTitle!(context)).toBe('Aanmelden bij voorgestelde vervoerder (Regio)');
  });

  it('says so when no carrier of the location can still make the date', () => {
    const context = openOrder({ deliveryDate: '2026-12-23' }, ['postnl']);
    expect(sendSuggested.paletteTitle!(context)).toBe('Aanmelden bij voorgestelde vervoerder (geen)');
    sendSuggested.run(context, undefined);
    expect(context.app.notify.info).toHaveBeenCalledWith('Geen vervoerder kan deze order nog op 23-12-2026 bezorgen');
    expect(context.app.goTo).not.toHaveBeenCalled();
    expect(applies(sendSuggested, openOrder({}, []))).toBe(false);
  });

  it('suggests no second carrier for an order that is with one already, as the bulk hand-off skips it', () => {
    const context = openOrder({ activeTransporter: 'redjepakketje', transport: { redjepakketje: { code: 'RJP7W1DIN', isRegistered: true } } });
    expect(sendSuggested.paletteTitle!(context)).toBe('Aanmelden bij voorgestelde vervoerder (al aangemeld bij Red je Pakketje)');
    sendSuggested.run(context, undefined);
    expect(context.app.notify.info).toHaveBeenCalledWith('Al aangemeld bij Red je Pakketje');
    expect(context.app.goTo).not.toHaveBeenCalled();
  });
});

describe('print the carrier label', () => {
  it('applies only when a carrier of the order has its label', () => {
    expect(applies(carrierPrintLabel, openOrder())).toBe(false);
    expect(applies(carrierPrintLabel, openOrder({ transport: { postnl: { status: 'PROCESSING' } } }))).toBe(false);
    expect(applies(carrierPrintLabel, openOrder({ transport: registered }))).toBe(true);
  });

  it('prints the newest shipment of the active carrier through the print flow', async () => {
    const context = openOrder({ activeTransporter: 'trunkrs', transport: registered });
    vi.mocked(context.app.listShipments).mockResolvedValue([shipment(5, 'trunkrs', 100), shipment(9, 'trunkrs', 200), shipment(12, 'postnl', 300)]);
    await carrierPrintLabel.run(context, undefined);
    expect(context.app.printDocument).toHaveBeenCalledWith(10000034, 'trunkrs', { shipmentId: 9 });
  });

  it('prints the carrier a carrier row asks for, and says so when it has no shipment', async () => {
    const context = openOrder({ activeTransporter: 'trunkrs', transport: registered });
    vi.mocked(context.app.listShipments).mockResolvedValue([shipment(12, 'postnl', 300)]);
    await carrierPrintLabel.run(context, { carrier: 'postnl' });
    expect(context.app.printDocument).toHaveBeenCalledWith(10000034, 'postnl', { shipmentId: 12 });
    await expect(carrierPrintLabel.run(context, { carrier: 'trunkrs' })).rejects.toThrow('Deze order heeft geen zending bij Trunkrs');
  });
});
