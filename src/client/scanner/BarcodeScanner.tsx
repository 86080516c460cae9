import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { scannerMessages } from '../../shared/domain/attachments.ts';
import { runCommand } from '../commands/run-command.ts';
import { currentOrderRoute } from '../navigation.ts';
import { activeOrder } from '../state/active-order.ts';
import { closeScanner } from '../state/ui.ts';
import { cameraErrorMessage, cameraUnavailable, createScanSession } from './scan-session.ts';
import { startReader, type ReaderControls } from './zxing-reader.ts';
import './barcode-scanner.css';

/** The order on the photo screen right now, when it has loaded. */
function photoScreenOrder() {
  const route = currentOrderRoute();
  const order = activeOrder.order;
  return route?.action === 'addPhoto' && order?.id === route.id ? order : null;
}

/**
 * 'Barcode scannen' (spec §2): the back camera's picture; an order sheet's barcode held up to it opens the order's
 * photo screen (order.scan, as the wedge scanner). Escape, the close button or a click beside it close it, and
 * closing always stops the camera.
 */
export function BarcodeScanner() {
  const video = useRef<HTMLVideoElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const openedOn = window.location.pathname;
    closeButton.current?.focus();
    // Back to where the user was when they closed it; after a scan the new screen keeps its keys (Space takes a
    // photo), which a focused camera button would take for a click.
    return () => {
      if (window.location.pathname === openedOn) before?.focus?.();
      else (document.activeElement as HTMLElement | null)?.blur?.();
    };
  }, []);

  useEffect(() => {
    const unavailable = cameraUnavailable({ isSecureContext: window.isSecureContext, mediaDevices: navigator.mediaDevices });
    if (unavailable) {
      setProblem(unavailable);
      return;
    }
    const session = createScanSession({
      photoScreenOrder,
      openScanned: (code) => runCommand('order.scan', { code }, 'scanner'),
      close: closeScanner,
      info: (message) => toast.info(message),
    });
    let closed = false;
    let controls: ReaderControls | undefined;
    startReader(video.current!, session.read).then(
      (started) => {
        // Closed while the camera was starting: stop it at once.
        if (closed) started.stop();
        else controls = started;
      },
      (error: unknown) => {
        if (!closed) setProblem(cameraErrorMessage(error));
      },
    );
    return () => {
      closed = true;
      session.dispose();
      controls?.stop();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    // The close button is all there is to reach: Tab stays on it rather than wander behind the overlay.
    if (event.key !== 'Escape' && event.key !== 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Escape') closeScanner();
  };

  return (
    <div className="overlay" onMouseDown={closeScanner}>
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="barcode-scanner-title"
        className="barcode-scanner"
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <header className="barcode-scanner__header">
          <h2 id="barcode-scanner-title">Barcode scannen</h2>
          <button type="button" ref={closeButton} aria-label="Sluiten" title="Sluiten (Escape)" onClick={closeScanner}>
            ✕
          </button>
        </header>
        {problem ? (
          <p className="barcode-scanner__problem" role="alert">
            {problem}
          </p>
        ) : (
          <>
            <video ref={video} className="barcode-scanner__video" muted playsInline aria-label="Camerabeeld" />
            <p className="barcode-scanner__hint">{scannerMessages.hint}</p>
          </>
        )}
      </section>
    </div>
  );
}
