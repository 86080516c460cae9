// The camera barcode scanner overlay (spec §2 barcode scanning, §8 camera, §9 rescan delay), with a fake reader in
// place of @zxing: the codes a camera would read are handed to it by the test.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScanButton } from '../../src/client/scanner/ScanButton.tsx';
import { ScannerHost } from '../../src/client/scanner/ScannerHost.tsx';
import { startReader } from '../../src/client/scanner/zxing-reader.ts';
import { activeOrder } from '../../src/client/state/active-order.ts';
import { openScanner, ui } from '../../src/client/state/ui.ts';
import { makeOrder } from './detail/order-fixture.ts';
import { json, mockApi } from './detail/api-mock.ts';

vi.mock('../../src/client/scanner/zxing-reader.ts', () => ({ startReader: vi.fn() }));

const SHEET = '0000100003659';
const photoOrder = makeOrder({ id: 10000365, orderNumber: 'BLB0000365', extraService: { photo: true } });

/** A camera that starts (or fails with `error`) and reads whatever the test shows it. */
function fakeCamera(error?: DOMException) {
  const camera = { stop: vi.fn(), show: (_code: string) => {} };
  vi.mocked(startReader).mockImplementation(async (_video, onCode) => {
    if (error) throw error;
    camera.show = (code) => act(() => onCode(code));
    return { stop: camera.stop };
  });
  return camera;
}

async function openOverlay() {
  render(<ScannerHost />);
  act(openScanner);
  // The first time, the overlay's module loads (it is lazy): longer than findBy's usual second on a busy machine.
  return screen.findByRole('dialog', { name: 'Barcode scannen' }, { timeout: 5000 });
}

const setSecureContext = (secure: boolean) => Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });

describe('the camera barcode scanner', () => {
  beforeEach(() => {
    vi.mocked(startReader).mockClear();
    setSecureContext(true);
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
    window.history.replaceState(null, '', '/order/t[unprocessed]');
  });
  afterEach(() => {
    act(() => void (ui.scannerOpen = false));
    activeOrder.order = null;
  });

  it("opens from the camera button 'Barcode scannen' of the top bar and the admin bar", async () => {
    fakeCamera();
    render(
      <>
        <ScanButton />
        <ScannerHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Barcode scannen' }));
    // The frame shows at once (saying the camera starts while the reader loads), the reader's own text once loaded.
    expect(await screen.findByRole('dialog', { name: 'Barcode scannen' })).toBeInTheDocument();
    expect(await screen.findByText('Houd de barcode van de orderbon voor de camera. Esc sluit de scanner.', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(startReader).toHaveBeenCalled());
  });

  it("opens the scanned order's photo screen with 'Order … is gevonden', closes and stops the camera", async () => {
    const camera = fakeCamera();
    const { sent } = mockApi(() => json(photoOrder));
    const found = vi.spyOn(toast, 'success');
    await openOverlay();
    await waitFor(() => expect(startReader).toHaveBeenCalled());

    camera.show(SHEET);
    await waitFor(() => expect(window.location.pathname).toBe('/order/t[unprocessed]/10000365/addPhoto'));
    expect(sent.map((request) => request.url)).toEqual([`/gateway/api/workbench/orderId/${SHEET}`]);
    expect(found).toHaveBeenCalledWith('Order BLB0000365 is gevonden');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(camera.stop).toHaveBeenCalled();
  });

  it('reads nothing while it looks a code up, and reads again at once after a miss', async () => {
    const camera = fakeCamera();
    let answer: (response: Response) => void = () => {};
    const { sent } = mockApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const failure = vi.spyOn(toast, 'error');
    await openOverlay();
    await waitFor(() => expect(startReader).toHaveBeenCalled());

    camera.show('0000999999994');
    camera.show('0000999999994');
    await waitFor(() => expect(sent).toHaveLength(1));
    answer(json({ message: 'Order niet gevonden' }, 404));
    await waitFor(() => expect(sent).toHaveLength(2)); // then the order-number search
    answer(json({ data: [], meta: { total: 0, page: 1, pageSize: 5 } }));
    await waitFor(() => expect(failure).toHaveBeenCalledWith('Order 0000999999994 is niet gevonden'));
    expect(screen.getByRole('dialog', { name: 'Barcode scannen' })).toBeInTheDocument();

    camera.show('0000999999994');
    await waitFor(() => expect(sent).toHaveLength(3));
  });

  it("says 'Order … is al open!' once for the order on the photo screen, however many frames show it", async () => {
    window.history.replaceState(null, '', '/order/t[unprocessed]/10000365/addPhoto');
    activeOrder.order = photoOrder;
    const camera = fakeCamera();
    const { sent } = mockApi(() => json(photoOrder));
    const info = vi.spyOn(toast, 'info');
    await openOverlay();
    await waitFor(() => expect(startReader).toHaveBeenCalled());

    camera.show(SHEET);
    camera.show(SHEET);
    camera.show(SHEET);
    expect(info.mock.calls).toEqual([['Order BLB0000365 is al open!']]);
    expect(sent).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Barcode scannen' })).toBeInTheDocument();
  });

  it('closes with Escape and with its close button, stopping the camera each time', async () => {
    const camera = fakeCamera();
    const dialog = await openOverlay();
    await waitFor(() => expect(startReader).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Sluiten' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(camera.stop).toHaveBeenCalledTimes(1);

    act(openScanner);
    await screen.findByRole('dialog', { name: 'Barcode scannen' });
    await waitFor(() => expect(startReader).toHaveBeenCalledTimes(2));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(camera.stop).toHaveBeenCalledTimes(2);
  });

  it("shows 'Geen camera gevonden!' when there is no camera, and another camera error's own message", async () => {
    fakeCamera(new DOMException('Requested device not found', 'NotFoundError'));
    await openOverlay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Geen camera gevonden!');
    act(() => void (ui.scannerOpen = false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fakeCamera(new DOMException('Could not start video source', 'NotReadableError'));
    act(openScanner);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not start video source');
  });

  it("asks for no camera on a page that is not https: 'Non secure context (must be https)'", async () => {
    setSecureContext(false);
    fakeCamera();
    await openOverlay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Non secure context (must be https)');
    expect(startReader).not.toHaveBeenCalled();
  });
});
