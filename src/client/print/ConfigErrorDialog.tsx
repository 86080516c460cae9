import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { printMessages } from '../../shared/domain/printing.ts';
import { navigate } from '../navigation.ts';
import { closeConfigError, ui } from '../state/ui.ts';
import './print-dialog.css';
import './config-error-dialog.css';

export const LOCATION_CONFIG_PATH = '/admin/location';

/**
 * 'Configuratie fout' (spec §8): printing found no printer, or one this workstation does not know. 'Ja' (or Enter)
 * goes to the location configuration; Annuleren, Escape or a click beside it closes. While it is open it counts as
 * an overlay, so the workbench's keys stay off.
 */
export function ConfigErrorDialog() {
  const { configErrorOpen } = useSnapshot(ui);
  return configErrorOpen ? <ConfigErrorModal /> : null;
}

function ConfigErrorModal() {
  const accept = useRef<HTMLButtonElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    accept.current?.focus();
    return () => before?.focus?.();
  }, []);

  const goToLocation = () => {
    closeConfigError();
    navigate(LOCATION_CONFIG_PATH);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      closeConfigError();
    } else if (event.key === 'Enter' && event.target !== cancel.current) {
      event.preventDefault();
      goToLocation();
    } else if (event.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab go from one to the other and never leave the dialog.
      event.preventDefault();
      (document.activeElement === accept.current ? cancel : accept).current?.focus();
    }
    event.stopPropagation();
  };

  return (
    <div className="overlay" onMouseDown={closeConfigError}>
      <section
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="config-error-title"
        aria-describedby="config-error-text"
        className="print-dialog config-error"
        onMouseDown={(event) => event.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <h2 id="config-error-title">{printMessages.configErrorTitle}</h2>
        <p id="config-error-text">{printMessages.configErrorText}</p>
        <div className="print-dialog__buttons">
          <button type="button" ref={cancel} onClick={closeConfigError}>
            Annuleren
          </button>
          <button type="button" ref={accept} className="print-dialog__primary" onClick={goToLocation}>
            Ja
          </button>
        </div>
      </section>
    </div>
  );
}
