import { describe, expect, it } from 'vitest';
import {
  carrierButtonState, carrierOfAction, enabledCarriers, sendAction, type CarrierButtonInput,
} from '../../src/shared/domain/carrier-button.ts';
import { CARRIERS } from '../../src/shared/domain/constants.ts';
import { orderCarriers } from '../../src/shared/domain/order-view.ts';
import type { Feature } from '../../src/shared/schema/workbench.ts';

const viewOf = (entry: unknown, carrier = 'postnl', isRegioPrintedOnly = false) =>
  orderCarriers({ activeTransporter: carrier, transport: { [carrier]: entry }, isRegioPrintedOnly })[0];
const state = (entry: unknown, overrides: Partial<CarrierButtonInput> = {}) =>
  carrierButtonState({ view: viewOf(entry), name: 'PostNL', submitting: false, printing: false, again: false, ...overrides });

describe('carrier button (spec §4)', () => {
  it('not registered: Stuur via, disabled while submitting, no checkbox, no tracking', () => {
    expect(state(undefined)).toEqual({ button: { kind: 'send', label: 'Stuur via PostNL', disabled: false }, offerAgain: false, tracking: [] });
    expect(state(undefined, { submitting: true }).button).toEqual({ kind: 'send', label: 'Stuur via PostNL', disabled: true });
  });

  it('registered by shipments, a barcode or the flag: Print label, disabled while printing, with opnieuw aanmelden', () => {
    for (const entry of [{ shipments: { '3SABCD1': 'https://t.example/3SABCD1' } }, { code: '3SABCD1' }, { isRegistered: true }]) {
      expect(state(entry)).toMatchObject({ button: { kind: 'print', label: 'Print PostNL label', disabled: false }, offerAgain: true });
    }
    expect(state({ code: '3SABCD1' }, { printing: true }).button).toMatchObject({ kind: 'print', disabled: true });
  });

  it('PROCESSING: waits for the label, disabled', () => {
    expect(state({ status: 'PROCESSING' })).toEqual({
      button: { kind: 'print', label: 'Wacht op label...', disabled: true }, offerAgain: false, tracking: [],
    });
  });

  it('opnieuw aanmelden ticked: a link to the send screen', () => {
    expect(state({ code: '3SABCD1' }, { again: true }).button).toEqual({ kind: 'link', label: 'Stuur via PostNL' });
    // Ticking means nothing for an order that is not registered.
    expect(state(undefined, { again: true }).button.kind).toBe('send');
  });

  it('shows the tracking links', () => {
    expect(state({ shipments: { '3SABCD1': 'https://t.example/3SABCD1' } }).tracking).toEqual([
      { code: '3SABCD1', url: 'https://t.example/3SABCD1' },
    ]);
  });

  it('regio printed only counts as not registered, without tracking', () => {
    const view = viewOf({ code: 'REG1', url: 'https://t.example/REG1' }, 'regio', true);
    expect(carrierButtonState({ view, name: 'Regio', submitting: false, printing: false, again: false })).toEqual({
      button: { kind: 'send', label: 'Stuur via Regio', disabled: false }, offerAgain: false, tracking: [],
    });
  });
});

describe('send actions', () => {
  it('maps every carrier to its action route and back', () => {
    expect(sendAction('zorgeloosbezorgd')).toBe('sendToZorgeloosBezorgd');
    expect(sendAction('postnl')).toBe('sendToPostnl');
    for (const carrier of CARRIERS) expect(carrierOfAction(sendAction(carrier))).toBe(carrier);
    expect(carrierOfAction('viewFlorist')).toBeNull();
    expect(carrierOfAction(undefined)).toBeNull();
  });

  it('the location\'s carriers are its switched-on transporter features', () => {
    const feature = (title: string, group: string, on: boolean) =>
      ({ title, extraAttribute_28088960: group, extraAttribute_28088961: on }) as Feature;
    const features = [feature('trunkrs', 'transporter', true), feature('postnl', 'transporter', true), feature('reviva', 'transporter', false), feature('regio', 'orderlist', true)];
    expect(enabledCarriers(features)).toEqual(['postnl', 'trunkrs']);
  });
});
