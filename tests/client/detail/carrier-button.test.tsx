import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRegisterAgain, setSubmitting } from '../../../src/client/panels/send/send-state.ts';
import { commandsById } from '../../../src/client/commands/registry.ts';
import { closeOrder } from '../../../src/client/state/active-order.ts';
import { appData } from '../../../src/client/state/app-data.ts';
import { workstation } from '../../../src/client/state/workstation.ts';
import type { Shipment } from '../../../src/shared/schema/carriers.ts';
import { json, mockApi } from './api-mock.ts';
import { makeFeatures, makeOrder, postnlShipment } from './order-fixture.ts';
import { makeJob, PRINTERS } from './print-job-fixture.ts';
import { showOrder } from './render-pane.tsx';

const ROUTE = '/order/t[unprocessed]/10000034';
const row = (name: string) => within(screen.getByRole('region', { name: 'Vervoerders' })).getByRole('listitem', { name });
const SHIPMENT: Shipment = {
  id: 31, orderId: 10000034, carrier: 'postnl', parcels: [], state: 'aangemeld', stateDetail: '', labelReady: true, createdBy: 'medewerker', createdAt: 1,
};

beforeEach(() => {
  closeOrder();
  // The location offers PostNL and Dynalogic; the others are switched off.
  appData.features = makeFeatures().map((feature) =>
    feature.extraAttribute_28088960 === 'transporter' ? { ...feature, extraAttribute_28088961: ['postnl', 'dynalogic'].includes(feature.title) } : feature,
  );
  appData.printers = [...PRINTERS, { ...PRINTERS[0], id: 'spool-labels', name: 'labels', displayName: 'Labelprinter' }];
  workstation.config = { name: 'Amsterdam', printers: { order: 'spool-order', postnl: 'spool-labels', dynalogic: 'spool-labels' } };
  setSubmitting(10000034, 'postnl', false);
  setRegisterAgain(10000034, 'postnl', false);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('carrier rows and buttons (spec §4)', () => {
  it('offers every carrier of the location, in two columns: Stuur via, with its key', () => {
    mockApi(() => json([]));
    showOrder(makeOrder());
    expect(within(screen.getByRole('region', { name: 'Vervoerders' })).getByRole('list')).toHaveAttribute('data-columns', '2');
    const send = within(row('PostNL')).getByRole('button', { name: 'Stuur via PostNL' });
    expect(send).toHaveAttribute('title', 'Stuur via PostNL (S dan P)');
    expect(within(row('Dynalogic')).getByRole('button', { name: 'Stuur via Dynalogic' })).toBeEnabled();
    expect(screen.queryByRole('listitem', { name: 'Red je Pakketje' })).not.toBeInTheDocument();
  });

  it('Stuur via opens the send screen by its command, as S P does, and waits while a registration is on its way', async () => {
    mockApi(() => json([]));
    const command = vi.spyOn(commandsById.get('carrier.send.postnl')!, 'run');
    showOrder(makeOrder());
    await userEvent.setup().click(within(row('PostNL')).getByRole('button', { name: 'Stuur via PostNL' }));
    expect(command).toHaveBeenCalledOnce();
    expect(window.location.pathname).toBe(`${ROUTE}/sendToPostnl`);
    setSubmitting(10000034, 'postnl', true);
    await waitFor(() => expect(within(row('PostNL')).getByRole('button', { name: 'Stuur via PostNL' })).toBeDisabled());
  });

  it('registered: Print label prints the newest shipment on the location\'s label printer; Track: links the parcel', async () => {
    const { sent } = mockApi((request) => {
      if (request.url.endsWith('/shipments')) return json([SHIPMENT]);
      if (request.url.endsWith('/workbench/location')) return json(workstation.config);
      return json(makeJob({ type: 'postnl', shipmentId: 31, status: 'queued' }));
    });
    showOrder(makeOrder({ activeTransporter: 'postnl', transport: { postnl: postnlShipment() } }));
    expect(row('PostNL')).toHaveTextContent('Track: 3SDEVC190269246');
    expect(within(row('PostNL')).getByRole('link', { name: '3SDEVC190269246' })).toHaveAttribute('href', expect.stringContaining('jouw.postnl.nl'));
    await userEvent.setup().click(within(row('PostNL')).getByRole('button', { name: 'Print PostNL label' }));

    await waitFor(() => expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ type: 'postnl', printer: 'spool-labels', shipmentId: 31 }));
    expect(sent.find((request) => request.method === 'POST')!.url).toContain('/workbench/order/10000034/print');
  });

  it('PROCESSING: Wacht op label..., disabled, no checkbox', () => {
    mockApi(() => json([]));
    showOrder(makeOrder({ activeTransporter: 'postnl', transport: { postnl: { status: 'PROCESSING' } } }));
    expect(within(row('PostNL')).getByRole('button', { name: 'Wacht op label...' })).toBeDisabled();
    expect(within(row('PostNL')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('opnieuw aanmelden turns the button into a link to the send screen', async () => {
    mockApi(() => json([]));
    showOrder(makeOrder({ activeTransporter: 'postnl', transport: { postnl: postnlShipment() } }));
    await userEvent.setup().click(within(row('PostNL')).getByRole('checkbox', { name: 'opnieuw aanmelden' }));
    expect(within(row('PostNL')).getByRole('link', { name: 'Stuur via PostNL' })).toHaveAttribute('href', `${ROUTE}/sendToPostnl`);
    expect(within(row('PostNL')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a regio order that was only printed can be sent, without tracking', () => {
    mockApi(() => json([]));
    appData.features = makeFeatures();
    showOrder(makeOrder({ activeTransporter: 'regio', isRegioPrintedOnly: true, transport: { regio: { code: 'REG1', url: 'https://regio.example/REG1' } } }));
    expect(within(row('Regio')).getByRole('button', { name: 'Stuur via Regio' })).toBeEnabled();
    expect(row('Regio')).not.toHaveTextContent('Track:');
  });
});
