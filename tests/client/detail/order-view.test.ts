import { describe, expect, it } from 'vitest';
import {
  carrierColumns, customerTrackingUrl, deliveryMomentLabel, orderCarriers, transporterName, visibleOrderItems,
} from '../../../src/shared/domain/order-view.ts';
import { makeFeatures, postnlShipment } from './order-fixture.ts';

const transport = (activeTransporter: string | null, entries: Record<string, unknown>, isRegioPrintedOnly = false) =>
  ({ activeTransporter, transport: entries, isRegioPrintedOnly });

describe('order view helpers', () => {
  it('hides products 943233 and 943234', () => {
    const items = [{ productId: 1 }, { productId: 943233 }, { productId: 943234 }, { productId: 2 }];
    expect(visibleOrderItems(items)).toEqual([{ productId: 1 }, { productId: 2 }]);
  });

  it('labels a church address Kerkdienst and anything else Uitvaart', () => {
    expect(deliveryMomentLabel('church')).toBe('Kerkdienst');
    expect(deliveryMomentLabel('funeral')).toBe('Uitvaart');
    expect(deliveryMomentLabel(undefined)).toBe('Uitvaart');
  });

  it('names carriers by the location\'s feature titles, florists by their Dutch name', () => {
    const features = makeFeatures();
    expect(transporterName('redjepakketje', features)).toBe('Red je Pakketje');
    expect(transporterName('florist', features)).toBe('Collega bloemist');
    expect(transporterName('euroflorist', features)).toBe('EuroFlorist');
    expect(transporterName('nieuwevervoerder', features)).toBe('nieuwevervoerder');
  });

  it('uses 1, 2 or 3 columns', () => {
    expect([0, 1, 2, 3, 4, 7].map(carrierColumns)).toEqual([1, 1, 2, 3, 3, 3]);
  });
});

describe('order carriers', () => {
  it('puts the active transporter first and leaves florist hand-overs out', () => {
    const carriers = orderCarriers(transport('trunkrs', { postnl: postnlShipment(), florist: { id: 1 }, euroflorist: { efid: 'EF1' } }));
    expect(carriers.map((carrier) => carrier.carrier)).toEqual(['trunkrs', 'postnl']);
    expect(carriers[0]).toEqual({ carrier: 'trunkrs', registered: false, processing: false, status: 'Niet aangemeld', tracking: [] });
  });

  it('adds the carriers the location offers after the ones the order used, each once', () => {
    const carriers = orderCarriers(transport('trunkrs', { postnl: postnlShipment() }), ['postnl', 'regio', 'trunkrs']);
    expect(carriers.map((carrier) => carrier.carrier)).toEqual(['trunkrs', 'postnl', 'regio']);
  });

  it('counts shipments, a barcode or the registered flag as registered (spec §4)', () => {
    const [byShipment, byCode, byFlag, processing] = orderCarriers(transport(null, {
      postnl: { shipments: { A1: 'https://t.example/A1' } },
      dynalogic: { code: '4123' },
      trunkrs: { isRegistered: true },
      redjepakketje: { status: 'PROCESSING' },
    }));
    expect([byShipment.registered, byCode.registered, byFlag.registered]).toEqual([true, true, true]);
    expect([byShipment.status, byCode.status, byFlag.status]).toEqual(['Aangemeld', 'Aangemeld', 'Aangemeld']);
    expect(processing).toMatchObject({ registered: false, processing: true, status: 'Wacht op label...' });
  });

  it('links every shipment, or the single tracking url when there are no shipments', () => {
    const [many, single] = orderCarriers(transport(null, {
      postnl: { shipments: { A1: 'https://t.example/A1', A2: 'https://t.example/A2' } },
      dynalogic: { code: '4123', url: 'https://t.example/4123' },
    }));
    expect(many.tracking).toEqual([{ code: 'A1', url: 'https://t.example/A1' }, { code: 'A2', url: 'https://t.example/A2' }]);
    expect(single.tracking).toEqual([{ code: '4123', url: 'https://t.example/4123' }]);
    expect(customerTrackingUrl([many, single])).toBe('https://t.example/A1');
    expect(customerTrackingUrl([])).toBeNull();
  });

  it('treats a regio order that was only printed as not registered, without tracking', () => {
    const [regio] = orderCarriers(transport('regio', { regio: { code: 'REG1', url: 'https://t.example/REG1' } }, true));
    expect(regio).toEqual({ carrier: 'regio', registered: false, processing: false, status: 'Alleen geprint, niet aangemeld', tracking: [] });
  });
});
