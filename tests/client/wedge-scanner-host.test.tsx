import { fireEvent, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WedgeScannerHost } from '../../src/client/commands/WedgeScannerHost.tsx';
import { makeOrder } from './detail/order-fixture.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Types the code and Enter 4 ms apart, as a scanner does (jsdom takes event times from Event.timeStamp). */
function scan(target: Element, code: string) {
  let time = 1000;
  vi.spyOn(Event.prototype, 'timeStamp', 'get').mockImplementation(() => (time += 4));
  for (const key of [...code, 'Enter']) fireEvent.keyDown(target, { key });
}

describe('a USB scanner as a keyboard', () => {
  it("opens the scanned order's photo screen in the current folder, as the camera scanner does (order.scan)", async () => {
    window.history.replaceState(null, '', '/order/t[unprocessed]');
    const order = makeOrder({ id: 10000365, orderNumber: 'BLB0000365', extraService: { photo: true } });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(order));
    render(<WedgeScannerHost />);
    scan(document.body, '0000100003654');
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]/10000365/addPhoto'));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/gateway/api/workbench/orderId/0000100003654');
  });

  it('leaves digits typed into a text field alone', () => {
    window.history.replaceState(null, '', '/order/t[unprocessed]');
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    render(
      <>
        <WedgeScannerHost />
        <input aria-label="zoeken" />
      </>,
    );
    scan(document.querySelector('input')!, '0000100003654');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/order/t[unprocessed]');
  });
});
