import { CheatSheet } from './CheatSheet.tsx';
import { KeymapHost } from './KeymapHost.tsx';
import { Palette } from './Palette.tsx';
import { WedgeScannerHost } from './WedgeScannerHost.tsx';

/** Everything the keyboard reaches on a screen: the keymap, the barcode wedge, the palette and the '?' sheet. */
export function KeyboardLayer() {
  return (
    <>
      <KeymapHost />
      <WedgeScannerHost />
      <Palette />
      <CheatSheet />
    </>
  );
}
