import { CheatSheet } from './CheatSheet.tsx';
import { KeymapHost } from './KeymapHost.tsx';
import { Palette } from './Palette.tsx';
import { WedgeScannerHost } from './WedgeScannerHost.tsx';
import { ScannerHost } from '../scanner/ScannerHost.tsx';

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
      <Palette />
      <CheatSheet />
    </>
  );
}
