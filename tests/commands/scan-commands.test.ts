// Scanning an order barcode (spec §2 barcode scanning): the camera button, closing the scanner, and order.scan, the
// one command the camera and a keyboard-wedge scanner both run.
import { describe, expect, it, vi } from 'vitest';
import orderOpen from '../../commands/order.open.ts';
import orderScan from '../../commands/order.scan.ts';
import scanCamera from '../../commands/scan.camera.ts';
import scannerClose from '../../commands/scanner.close.ts';
import { applies, fakeContext } from './fake-context.ts';

const SHEET = '0000100003659';
const found = (photoService: boolean) => ({ id: 10000365, orderNumber: 'BLB0000365', photoService });

function scanning(photoService: boolean) {
  const context = fakeContext({ route: { tags: [42], query: 'jansen', page: 3, id: 10000001 } });
  vi.mocked(context.app.findOrder).mockResolvedValue(found(photoService));
  return context;
}

describe('order.scan', () => {
  it('opens the photo screen of an order with the photo service, in the folder, search and page the user is in', async () => {
    const context = scanning(true);
    await orderScan.run(context, { code: SHEET });
    expect(context.app.findOrder).toHaveBeenCalledWith(SHEET);
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: [42], query: 'jansen', page: 3, id: 10000365, action: 'addPhoto' });
    expect(context.app.notify.success).toHaveBeenCalledWith('Order BLB0000365 is gevonden');
  });

  it('opens an order without the photo service itself', async () => {
    const context = scanning(false);
    await orderScan.run(context, { code: SHEET });
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: [42], query: 'jansen', page: 3, id: 10000365, action: undefined });
  });

  it('fails with the lookup\'s message on a miss, and goes nowhere', async () => {
    const context = fakeContext();
    vi.mocked(context.app.findOrder).mockRejectedValue(new Error('Order 0000999999999 is niet gevonden'));
    await expect(orderScan.run(context, { code: '0000999999999' })).rejects.toThrow('Order 0000999999999 is niet gevonden');
    expect(context.app.goTo).not.toHaveBeenCalled();
    expect(context.app.notify.success).not.toHaveBeenCalled();
  });

  it('opens in the unprocessed folder from outside the order screens, e.g. the admin area', async () => {
    const context = fakeContext({ route: null });
    vi.mocked(context.app.findOrder).mockResolvedValue(found(true));
    await orderScan.run(context, { code: SHEET });
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: ['unprocessed'], id: 10000365, action: 'addPhoto' });
  });

  it('leaves order.open (the palette) on the order itself, photo service or not', async () => {
    const context = scanning(true);
    await orderOpen.run(context, { code: 'BLB0000365' });
    expect(context.app.goTo).toHaveBeenCalledWith({ tags: [42], query: 'jansen', page: 3, id: 10000365 });
    expect(context.app.notify.success).toHaveBeenCalledWith('Order BLB0000365 is gevonden');
  });
});

describe('the camera scanner commands', () => {
  it("'Barcode scannen' opens the scanner, anywhere", () => {
    const context = fakeContext({ route: null });
    expect(scanCamera.title).toBe('Barcode scannen');
    expect(applies(scanCamera, context) ?? true).toBe(true);
    void scanCamera.run(context, undefined);
    expect(context.app.openScanner).toHaveBeenCalled();
  });

  it('scanner.close applies while the scanner is open and closes it', () => {
    expect(applies(scannerClose, fakeContext({ flags: {} }))).toBe(false);
    const context = fakeContext({ flags: { 'scanner.open': true } });
    expect(applies(scannerClose, context)).toBe(true);
    void scannerClose.run(context, undefined);
    expect(context.app.closeScanner).toHaveBeenCalled();
  });
});
