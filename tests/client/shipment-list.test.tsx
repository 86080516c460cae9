import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ShipmentList } from '../../src/client/workbench/ShipmentList.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const item = (id: number, orderNumber: string) => ({ id, orderNumber, deliveryDate: '2026-11-20', customer: 'J. de Vries' });

describe('/shipment/{carrier}', () => {
  it('lists the delivery-expired orders, each linked to the registration with that carrier', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ data: [item(10000001, 'BLB0000001'), item(10000002, 'BLB0000002')], meta: { total: 2, page: 1, pageSize: 50 } }),
    );
    render(<ShipmentList carrier="redjepakketje" />);
    expect(screen.getByRole('heading', { name: 'Aanmelden bij Red je Pakketje' })).toBeInTheDocument();
    const row = (await screen.findByText('BLB0000002')).closest('tr')!;
    expect(within(row).getByText('20-11-2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Aanmelden bij Red je Pakketje' })).toHaveAttribute(
      'href',
      '/order/t[deliveryexpired]/10000002/sendToRedjepakketje',
    );
    expect(String(fetchMock.mock.calls[0][0])).toContain('tags%5B%5D=deliveryexpired');
  });

  it('registers a parcel without an order from the carrier\'s generic form, then offers a new one', async () => {
    const schema = { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1, title: 'Naam ontvanger' } } };
    const shipment = { id: 501, orderId: null, carrier: 'trunkrs', parcels: [], state: 'aangemeld', stateDetail: '', labelReady: true, createdBy: 'medewerker', createdAt: 1 };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/transport/trunkrs/config')) return json({ carrier: 'trunkrs', mode: 'sandbox', defaults: {}, options: {} });
      if (url.includes('/transport/trunkrs/schema')) return json(schema);
      if (url.includes('/transport/trunkrs/register')) return json({ shipment, order: null, labelJob: null });
      return json({ data: [], meta: { total: 0, page: 1, pageSize: 50 } });
    });
    const success = vi.spyOn(toast, 'success');
    render(<ShipmentList carrier="trunkrs" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nieuw pakket aanmelden' }));
    await user.type(await screen.findByLabelText(/Naam ontvanger/), 'Jan Jansen{Enter}');

    await waitFor(() => expect(success).toHaveBeenCalledWith('Pakket 501 is bij Trunkrs aangemeld', { description: 'Dit kan niet ongedaan worden gemaakt' }));
    const register = fetchMock.mock.calls.find(([url]) => String(url).includes('/register'))!;
    expect(JSON.parse(String(register[1]!.body))).toEqual({ orderId: 0, transporter: 'trunkrs', values: { name: 'Jan Jansen' } });
    expect(await screen.findByRole('button', { name: 'Nieuw pakket aanmelden' })).toBeInTheDocument();
  });
});
