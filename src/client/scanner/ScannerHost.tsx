import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { ui } from '../state/ui.ts';

// Loaded on first use: the reader behind it is the biggest library of the app (design §8).
const BarcodeScanner = lazy(() => import('./BarcodeScanner.tsx').then((module) => ({ default: module.BarcodeScanner })));

/** The camera barcode scanner, while it is open. */
export function ScannerHost() {
  const { scannerOpen } = useSnapshot(ui);
  return scannerOpen ? (
    <Suspense fallback={null}>
      <BarcodeScanner />
    </Suspense>
  ) : null;
}
