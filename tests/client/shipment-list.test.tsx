import { render, screen, within } from '@testing-library/react';
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
});
