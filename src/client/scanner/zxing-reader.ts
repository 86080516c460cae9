// The only module that imports @zxing (about 400 kB): it is reached through the lazily loaded BarcodeScanner alone,
// so the first screen never downloads it (design §8).
import { BrowserMultiFormatReader } from '@zxing/browser';
import { BarcodeFormat, DecodeHintType } from '@zxing/library';

export interface ReaderControls {
  /** Stops reading and the camera's tracks. */
  stop(): void;
}

/** Tries a frame about 10 times a second: quick enough to feel instant, light enough for a shop laptop. */
const SCAN_INTERVAL_MS = 100;

/**
 * Films with the back camera (a laptop's only camera is taken when there is none) into the video element and calls
 * onCode with every EAN-13 read. Rejects when the camera cannot start (getUserMedia's error).
 */
export async function startReader(video: HTMLVideoElement, onCode: (code: string) => void): Promise<ReaderControls> {
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const reader = new BrowserMultiFormatReader(hints, {
    delayBetweenScanAttempts: SCAN_INTERVAL_MS,
    delayBetweenScanSuccess: SCAN_INTERVAL_MS,
  });
  return reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result) => {
    if (result) onCode(result.getText());
  });
}
