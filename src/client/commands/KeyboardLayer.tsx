import { lazy, Suspense } from 'react';
import { CheatSheet } from './CheatSheet.tsx';
import { KeymapHost } from './KeymapHost.tsx';
import { WedgeScannerHost } from './WedgeScannerHost.tsx';
import { ScannerHost } from '../scanner/ScannerHost.tsx';

// Not in the first load (issue 26): the palette and its dialog library load as soon as the screen shows. A Ctrl+K
// pressed before that sets the open flag, which the palette reads when it mounts.
const Palette = lazy(() => import('./Palette.tsx').then((module) => ({ default: module.Palette })));

/**
 * Everything the keyboard reaches on a screen: the keymap, the barcode scanners (wedge and camera), the palette and
 * the '?' sheet.
 */
export function KeyboardLayer() {
  return (
    <>
      <KeymapHost />
      <WedgeScannerHost />
      <ScannerHost />
      <Suspense fallback={null}>
        <Palette />
      </Suspense>
      <CheatSheet />
    </>
  );
}
