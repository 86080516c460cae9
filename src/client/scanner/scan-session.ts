// What the camera scanner does with the codes it reads (spec §2 barcode scanning, §9): one lookup at a time, a
// pause after it, and the order already on the photo screen named once instead of opened again.
import { orderIdFromBarcode, RESCAN_DELAY_MS, scannerMessages } from '../../shared/domain/attachments.ts';

export interface ScanSessionDeps {
  /** The order whose photo screen is open, if any. */
  photoScreenOrder(): { id: number; orderNumber: string } | null;
  /** Looks the code up and opens what it names (order.scan); resolves whether it was found. */
  openScanned(code: string): Promise<boolean>;
  /** The scan found its order: the scanner closes. */
  close(): void;
  info(message: string): void;
}

export interface ScanSession {
  /** Every code the camera reads, frame after frame. */
  read(code: string): void;
  /** The scanner closed: a pending resume is dropped. */
  dispose(): void;
}

export function createScanSession(deps: ScanSessionDeps): ScanSession {
  let paused = false;
  let namedAsOpen: string | null = null;
  let resumeTimer: ReturnType<typeof setTimeout> | undefined;

  const lookUp = async (code: string) => {
    paused = true;
    if (await deps.openScanned(code)) {
      deps.close();
      resumeTimer = setTimeout(() => (paused = false), RESCAN_DELAY_MS);
    } else {
      paused = false;
    }
  };

  return {
    read(code) {
      if (paused) return;
      const open = deps.photoScreenOrder();
      if (open && orderIdFromBarcode(code) === open.id) {
        if (namedAsOpen !== code) deps.info(scannerMessages.alreadyOpen(open.orderNumber));
        namedAsOpen = code;
        return;
      }
      namedAsOpen = null;
      void lookUp(code);
    },
    dispose: () => clearTimeout(resumeTimer),
  };
}

/** Why the camera cannot even be asked for here (spec §8); null when it can. */
export function cameraUnavailable(env: { isSecureContext: boolean; mediaDevices?: MediaDevices }): string | null {
  if (!env.isSecureContext) return scannerMessages.insecure;
  return env.mediaDevices?.getUserMedia ? null : scannerMessages.noCamera;
}

// No camera at all, or none that can film: both are 'no camera' to the user.
const NO_CAMERA_ERRORS = new Set(['NotFoundError', 'OverconstrainedError']);

/** The text for a camera that would not start: 'Geen camera gevonden!' or the browser's own message (spec §8). */
export function cameraErrorMessage(error: unknown): string {
  const { name, message } = (error ?? {}) as { name?: string; message?: string };
  if (name && NO_CAMERA_ERRORS.has(name)) return scannerMessages.noCamera;
  return message || String(error);
}
