import { useEffect } from 'react';
import { runCommand } from './run-command.ts';
import { createWedgeScanner } from './wedge-scanner.ts';
import { isTextField } from './text-field.ts';

/** Opens the order a keyboard-wedge scanner scans, through the same command as the camera scanner. */
export function WedgeScannerHost() {
  useEffect(() => {
    const scanner = createWedgeScanner();
    const onKeyDown = (event: KeyboardEvent) => {
      const code = scanner({ key: event.key, time: event.timeStamp, typing: isTextField(event.target) });
      if (!code) return;
      event.preventDefault();
      event.stopPropagation();
      void runCommand('order.scan', { code }, 'scanner');
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
  return null;
}
