import { CommandButton } from '../commands/CommandButton.tsx';
import './scan-button.css';

/** The camera button of the top bar and the admin bar (spec §2): opens the barcode scanner. */
export function ScanButton() {
  return (
    <CommandButton id="scan.camera" className="scan-button" aria-label="Barcode scannen">
      <CameraIcon />
    </CommandButton>
  );
}

/** Drawn, not an emoji: shop computers often have no emoji font. */
function CameraIcon() {
  return (
    <svg width="16" height="14" viewBox="0 0 16 14" aria-hidden="true" focusable="false">
      <path d="M1.5 3.5h3l1.5-2h4l1.5 2h3v9h-13z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <circle cx="8" cy="8" r="2.6" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
