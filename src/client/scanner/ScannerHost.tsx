import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { closeScanner, ui } from '../state/ui.ts';

// Loaded on first use: the reader behind it is the biggest library of the app (design §8).
const BarcodeScanner = lazy(() => import('./BarcodeScanner.tsx').then((module) => ({ default: module.BarcodeScanner })));

/** What shows at once while the reader loads (on a slow machine, seconds): the scanner's frame, saying so. */
function ScannerLoading() {
  return (
    <div className="overlay" onMouseDown={closeScanner}>
      <section role="dialog" aria-modal="true" aria-labelledby="barcode-scanner-title" className="barcode-scanner" onMouseDown={(event) => event.stopPropagation()}>
        <header className="barcode-scanner__header">
          <h2 id="barcode-scanner-title">Barcode scannen</h2>
          <button type="button" aria-label="Sluiten" title="Sluiten (Escape)" onClick={closeScanner}>
            ✕
          </button>
        </header>
        <p role="status">Camera wordt gestart…</p>
      </section>
    </div>
  );
}

/** The camera barcode scanner, while it is open. */
export function ScannerHost() {
  const { scannerOpen } = useSnapshot(ui);
  return scannerOpen ? (
    <Suspense fallback={<ScannerLoading />}>
      <BarcodeScanner />
    </Suspense>
  ) : null;
}
