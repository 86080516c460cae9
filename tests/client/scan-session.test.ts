// What the camera scanner does with the codes it reads (spec §2 barcode scanning, §8, §9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cameraErrorMessage, cameraUnavailable, createScanSession } from '../../src/client/scanner/scan-session.ts';

const SHEET = '0000100003659';
const OTHER_SHEET = '0000100003666';

function session(photoScreenOrder: { id: number; orderNumber: string } | null = null) {
  let finish: (found: boolean) => void = () => {};
  const deps = {
    photoScreenOrder: () => photoScreenOrder,
    openScanned: vi.fn((_code: string) => new Promise<boolean>((resolve) => (finish = resolve))),
    close: vi.fn(),
    info: vi.fn(),
  };
  return { deps, scan: createScanSession(deps), lookupEnds: (found: boolean) => finish(found) };
}

describe('the scan session', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks a code up once, ignores what the camera reads meanwhile, closes on a hit and reads again after 200 ms', async () => {
    const { deps, scan, lookupEnds } = session();
    scan.read(SHEET);
    scan.read(SHEET);
    scan.read(OTHER_SHEET);
    expect(deps.openScanned.mock.calls).toEqual([[SHEET]]);

    lookupEnds(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.close).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(199);
    scan.read(OTHER_SHEET);
    expect(deps.openScanned).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    scan.read(OTHER_SHEET);
    expect(deps.openScanned).toHaveBeenLastCalledWith(OTHER_SHEET);
  });

  it('reads again at once after a miss, without closing', async () => {
    const { deps, scan, lookupEnds } = session();
    scan.read(SHEET);
    lookupEnds(false);
    await vi.advanceTimersByTimeAsync(0);
    scan.read(SHEET);
    expect(deps.openScanned).toHaveBeenCalledTimes(2);
    expect(deps.close).not.toHaveBeenCalled();
  });

  it("says 'al open' once for the order already on the photo screen, frame after frame, and looks nothing up", () => {
    const { deps, scan } = session({ id: 10000365, orderNumber: 'BLB0000365' });
    scan.read(SHEET);
    scan.read(SHEET);
    scan.read(SHEET);
    expect(deps.info.mock.calls).toEqual([['Order BLB0000365 is al open!']]);
    expect(deps.openScanned).not.toHaveBeenCalled();
  });

  it('opens another order from the photo screen, and names the open one again once it is back in view', async () => {
    const { deps, scan, lookupEnds } = session({ id: 10000365, orderNumber: 'BLB0000365' });
    scan.read(SHEET);
    scan.read(OTHER_SHEET);
    expect(deps.openScanned).toHaveBeenCalledWith(OTHER_SHEET);
    lookupEnds(false);
    await vi.advanceTimersByTimeAsync(0);
    scan.read(SHEET);
    expect(deps.info).toHaveBeenCalledTimes(2);
  });

  it('drops the pending resume when the scanner closes', async () => {
    const { scan, lookupEnds } = session();
    scan.read(SHEET);
    lookupEnds(true);
    await vi.advanceTimersByTimeAsync(0);
    scan.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('camera problems in Dutch (spec §8)', () => {
  const mediaDevices = { getUserMedia: vi.fn() } as unknown as MediaDevices;

  it('refuses a page that is not https, and a browser without cameras', () => {
    expect(cameraUnavailable({ isSecureContext: false, mediaDevices })).toBe('Non secure context (must be https)');
    expect(cameraUnavailable({ isSecureContext: true, mediaDevices: undefined })).toBe('Geen camera gevonden!');
    expect(cameraUnavailable({ isSecureContext: true, mediaDevices })).toBeNull();
  });

  it("names a missing camera 'Geen camera gevonden!' and passes any other camera error's message on", () => {
    expect(cameraErrorMessage(new DOMException('Requested device not found', 'NotFoundError'))).toBe('Geen camera gevonden!');
    expect(cameraErrorMessage(new DOMException('Permission denied', 'NotAllowedError'))).toBe('Permission denied');
    expect(cameraErrorMessage(new DOMException('Could not start video source', 'NotReadableError'))).toBe('Could not start video source');
  });
});
