import { useEffect, useRef, useState } from 'react';
import { printMessages } from '../../shared/domain/printing.ts';
import { fetchPrintPdf, targetLabel, type PrintTarget } from './print-source.ts';
import './print-popup.css';

/** About a second after the PDF has loaded, so the viewer has drawn it before the print dialog opens (spec §9). */
export const PRINT_DELAY_MS = 1000;

type State = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; reason: string };

/**
 * The popup print page (spec §2): loads the PDF into a frame, opens the print dialog, and closes the window when
 * it gets the focus back after the dialog. On failure it says why instead.
 */
export default function PrintPopupPage(target: PrintTarget) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const frame = useRef<HTMLIFrameElement>(null);
  const { id, jobType, printerId, shipmentId } = target;

  useEffect(() => {
    const aborter = new AbortController();
    let url: string | undefined;
    fetchPrintPdf({ id, jobType, printerId, shipmentId }, aborter.signal).then(
      (pdf) => {
        url = URL.createObjectURL(pdf);
        setState({ status: 'ready', url });
      },
      (error: Error) => {
        if (!aborter.signal.aborted) setState({ status: 'failed', reason: error.message });
      },
    );
    return () => {
      aborter.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, jobType, printerId, shipmentId]);

  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!loaded) return;
    const closeOnReturn = () => window.close();
    const timer = setTimeout(() => {
      window.addEventListener('focus', closeOnReturn, { once: true });
      printFrame(frame.current);
    }, PRINT_DELAY_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', closeOnReturn);
    };
  }, [loaded]);

  const label = targetLabel(target);
  // The page's h1, for screen readers: the frame shows what it prints.
  const heading = <h1 className="visually-hidden">{label} printen</h1>;
  if (state.status === 'failed') {
    return (
      <main className="print-popup print-popup--failed">
        {heading}
        <p role="alert">
          <strong>{printMessages.failed(label)}</strong> {state.reason}
        </p>
      </main>
    );
  }
  return (
    <main className="print-popup" aria-busy={!loaded}>
      {heading}
      {state.status === 'loading' && <p role="status">{label} wordt geladen…</p>}
      {state.status === 'ready' && (
        <iframe ref={frame} className="print-popup__frame" title="Printvoorbeeld" src={state.url} onLoad={() => setLoaded(true)} />
      )}
    </main>
  );
}

/** The frame's own print prints just the PDF; where the browser does not allow that, the window prints. */
function printFrame(frame: HTMLIFrameElement | null) {
  try {
    frame!.contentWindow!.focus();
    frame!.contentWindow!.print();
  } catch {
    window.print();
  }
}
